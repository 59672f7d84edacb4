import Comparison

/// The lesson path as DocC tutorials: one page per step of the registry's path, each narrated
/// by the chapter that teaches the step and closed by the chapter's check of understanding.
///
/// A page follows its chapter's walkthrough: one step per file of the second architecture the
/// chapter quotes and the step changes, in the chapter's order, with the chapter's paragraph
/// before the first excerpt of that file as its text, compared (`previousFile`) with the first
/// architecture's file of the same role so that DocC highlights the change. What the chapter
/// does not quote, and what it quotes past the first dozen files, a closing step names with the
/// command that shows it. Every file is read from the package when the site is built, and every
/// sentence around them comes from the chapters or the registry, so the tutorial cannot say
/// something the code and the chapters do not.
package struct LessonTutorial: Sendable {
  /// The most files a section shows one by one; the closing step names the rest.
  package static let mostFilesShown = 12

  /// One step of the path, one page of the tutorial.
  package struct Section: Sendable, Equatable {
    /// `MVC → MVP`.
    package var title: String
    /// The page's name in the catalog, `lesson-mvc-mvp`.
    package var page: String
    /// The chapter that teaches the step: the one that draws the second architecture.
    package var chapter: String
    /// The Markdown above the steps: the idea and where to read more.
    package var introduction: String
    /// The chapter's opening paragraph, beside the steps.
    package var opening: String
    /// The files, one step each, then the closing step when files are left.
    package var steps: [Step]
    /// The chapter's check of understanding.
    package var questions: [LessonQuestion]
  }

  /// One step: its text and the file it shows.
  package struct Step: Sendable, Equatable {
    /// The Markdown beside the code.
    package var text: String
    /// The file.
    package var code: CodeFile
    /// The first architecture's file of the same role, or nil to show `code` without highlights.
    package var previous: CodeFile?

    /// The resource of the file it is compared with.
    package var previousResource: String? { previous?.resource }
  }

  /// A file the tutorial shows.
  package struct CodeFile: Sendable, Equatable {
    /// Its path in the package.
    package var source: String
    /// Its name in the catalog, unique in it.
    package var resource: String
    /// Its name above the code: the architecture's folder and the file's path in it.
    package var name: String
    /// Its text.
    package var text: String
  }

  /// The tutorial's language.
  package let language: Language
  /// The sections, in the order of the path.
  package let sections: [Section]
  /// The text above the sections, from chapter 00.
  package let introduction: String

  /// The tutorial of `path` in `language`, its files read from `tree`, its prose from
  /// `chapters` (of that language) rewritten by `converter`.
  package init(
    path: [SiteLessonStep], language: Language, chapters: [Chapter],
    converter: ArticleConverter, tree: any FileTree
  ) throws(GenerationError) {
    self.language = language
    let catalog = SiteCatalog.chapters(language)
    let marker = "<!-- compare path \(language.rawValue) -->"
    guard let guide = chapters.first(where: { $0.paragraph(beforeLine: marker) != nil }),
      let paragraph = guide.paragraph(beforeLine: marker)
    else {
      throw GenerationError(
        "Tutorials/\(language.rawValue): no chapter embeds the lesson path (\(marker))")
    }
    introduction = try converter.paragraph(
      Self.sentence(paragraph), source: guide.path, catalog: catalog)
    sections = try path.map { step throws(GenerationError) in
      try Self.section(
        step, language: language, chapters: chapters, converter: converter, tree: tree)
    }
  }

  /// The catalog's resources: every file the steps show, by resource name.
  package var resources: [String: String] {
    var files: [String: String] = [:]
    for step in sections.flatMap(\.steps) {
      files[step.code.resource] = step.code.text
      if let previous = step.previous { files[previous.resource] = previous.text }
    }
    return files
  }

  // MARK: - Building a section

  private static func section(
    _ step: SiteLessonStep, language: Language, chapters: [Chapter],
    converter: ArticleConverter, tree: any FileTree
  ) throws(GenerationError) -> Section {
    let marker = EmbeddedBlocks.graphs.begin(step.to.key)
    guard
      let chapter = chapters.first(where: { chapter in
        // Lines as bytes: the marker is ASCII, and no line needs grapheme breaking to match it.
        chapter.text.utf8.split(separator: UInt8(ascii: "\n")).contains {
          $0.elementsEqual(marker.utf8)
        }
      })
    else {
      throw GenerationError(
        "Tutorials/\(language.rawValue): no chapter embeds `compare graph \(step.to.key)`, "
          + "so the step \(step.title) has no chapter")
    }
    let catalog = SiteCatalog.chapters(language)
    let idea = sentence(capitalized(step.idea(in: language)))
    let introduction = [
      idea, language.readMore(chapter: chapter.name, from: step.from.key, to: step.to.key),
    ]
    let opening = try chapter.openingParagraph.map { paragraph throws(GenerationError) in
      try converter.paragraph(paragraph, source: chapter.path, catalog: catalog)
    }

    let diff = ArchitectureDiff(
      old: ComparedArchitecture(name: step.from.name, folder: step.from.folder),
      new: ComparedArchitecture(name: step.to.name, folder: step.to.folder), tree: tree)
    var count = 0
    func file(_ architecture: SiteArchitecture, _ path: String, _ role: String) -> CodeFile {
      count += 1
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let resource =
        "\(step.from.key)-\(step.to.key)-\(count < 10 ? "0" : "")\(count)-\(role)-\(name)"
      let source = "Sources/\(architecture.folder)/\(path)"
      return CodeFile(
        source: source, resource: resource, name: "\(architecture.folder)/\(path)",
        text: tree.contents(of: source) ?? "")
    }
    // The same pairing `compare diff` uses: a file of the second architecture, the file of the
    // same role in the first, when the step changes it.
    var changedFrom: [String: String] = [:]
    for pair in diff.pairing.pairs
    where StepSize.isCode(pair.old) && !diff.diff(of: pair).hunks().isEmpty {
      changedFrom[pair.new] = pair.old
    }
    let added = Set(diff.pairing.onlyNew.filter(StepSize.isCode))
    let folder = "Sources/\(step.to.folder)/"
    var explained: [(path: String, paragraph: String?)] = []
    for excerpt in chapter.excerpts where excerpt.source.hasPrefix(folder) {
      let path = String(excerpt.source.dropFirst(folder.count))
      guard changedFrom[path] != nil || added.contains(path) else { continue }
      if let index = explained.firstIndex(where: { $0.path == path }) {
        if explained[index].paragraph == nil { explained[index].paragraph = excerpt.paragraph }
      } else {
        explained.append((path, excerpt.paragraph))
      }
    }
    var steps: [Step] = []
    for (path, paragraph) in explained.prefix(mostFilesShown) {
      guard let paragraph else {
        throw GenerationError(
          "\(chapter.path): no paragraph of prose stands before an excerpt of "
            + "\(folder)\(path); the tutorial's step for it would have no text")
      }
      let previous = changedFrom[path].map { file(step.from, $0, "before") }
      steps.append(
        Step(
          text: try converter.paragraph(
            sentence(paragraph), source: chapter.path, catalog: catalog),
          code: file(step.to, path, previous == nil ? "new" : "after"), previous: previous))
    }
    let shown = Set(explained.prefix(mostFilesShown).map(\.path))
    let later = explained.dropFirst(mostFilesShown).map(\.path)
    let unexplained = changedFrom.keys.filter { !shown.contains($0) && !later.contains($0) }
      .sorted()
    let unshown = added.filter { !shown.contains($0) && !later.contains($0) }.sorted()
    let removed = diff.pairing.onlyOld.filter(StepSize.isCode).sorted()
    if let first = later.first ?? unexplained.first ?? unshown.first {
      let previous = changedFrom[first].map { file(step.from, $0, "before") }
      let code = file(step.to, first, previous == nil ? "new" : "after")
      steps.append(
        Step(
          text: language.closing(
            later: later, unexplained: unexplained, added: unshown, removed: removed,
            command: "swift run compare diff \(step.from.key) \(step.to.key)"),
          code: code, previous: previous))
    } else if let first = removed.first {
      steps.append(
        Step(
          text: language.closing(
            later: [], unexplained: [], added: [], removed: removed,
            command: "swift run compare diff \(step.from.key) \(step.to.key)"),
          code: file(step.from, first, "removed"), previous: nil))
    }
    return Section(
      title: step.title, page: "lesson-\(step.from.key)-\(step.to.key)", chapter: chapter.name,
      introduction: introduction.joined(separator: "\n\n"), opening: opening ?? idea,
      steps: steps, questions: try LessonQuestion.questions(in: chapter))
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// `text` ending as a sentence: a closing colon (it introduced a picture) becomes a full stop.
  private static func sentence(_ text: String) -> String {
    if text.hasSuffix(":") { return text.dropLast() + "." }
    if text.hasSuffix(".") || text.hasSuffix("。") { return text }
    return text + (text.last?.isASCII == false ? "。" : ".")
  }
}
