import Comparison

/// The lesson path as a DocC tutorial: one section per step of the registry's path, and in each
/// the files the step changes, one after the other, so that DocC highlights what changed.
///
/// A changed file takes two steps: the file as the first architecture has it, then as the
/// second has it, compared with the first (`previousFile`). A file only the second has takes
/// one step, as does one only the first has. Every file is read from the package when the site
/// is built, and every sentence around them comes from the chapters or the registry, so the
/// tutorial cannot say something the code and the chapters do not.
package struct LessonTutorial: Sendable {
  /// One step of the path.
  package struct Section: Sendable, Equatable {
    /// `MVC → MVP`.
    package var title: String
    /// The chapter that teaches the step: the one that draws the second architecture.
    package var chapter: String
    /// The Markdown above the steps: the idea, the chapter's opening, where to read more.
    package var introduction: String
    /// The files, one step each (two for a changed file).
    package var steps: [Step]
  }

  /// One step: its text and the file it shows.
  package struct Step: Sendable, Equatable {
    /// The Markdown beside the code.
    package var text: String
    /// The file.
    package var code: CodeFile
    /// The resource of the file it is compared with, or nil to show it without highlights.
    package var previousResource: String?
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
    for step in sections.flatMap(\.steps) { files[step.code.resource] = step.code.text }
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
        chapter.text.split(separator: "\n").contains { $0 == marker }
      })
    else {
      throw GenerationError(
        "Tutorials/\(language.rawValue): no chapter embeds `compare graph \(step.to.key)`, "
          + "so the step \(step.title) has no chapter")
    }
    let catalog = SiteCatalog.chapters(language)
    func quoted(_ source: String) throws(GenerationError) -> String? {
      try chapter.paragraph(beforeExcerptOf: source).map { prose throws(GenerationError) in
        try converter.paragraph(prose, source: chapter.path, catalog: catalog)
      }
    }
    var introduction = [sentence(capitalized(step.idea(in: language)))]
    if let opening = chapter.openingParagraph {
      introduction.append(try converter.paragraph(opening, source: chapter.path, catalog: catalog))
    }
    introduction.append(
      language.readMore(chapter: chapter.name, from: step.from.key, to: step.to.key))

    let diff = ArchitectureDiff(
      old: ComparedArchitecture(name: step.from.name, folder: step.from.folder),
      new: ComparedArchitecture(name: step.to.name, folder: step.to.folder), tree: tree)
    var steps: [Step] = []
    func file(_ architecture: SiteArchitecture, _ path: String, _ role: String) -> CodeFile {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let resource =
        "\(step.from.key)-\(step.to.key)-"
        + "\(steps.count < 9 ? "0" : "")\(steps.count + 1)-\(role)-\(name)"
      let source = "Sources/\(architecture.folder)/\(path)"
      return CodeFile(
        source: source, resource: resource, name: "\(architecture.folder)/\(path)",
        text: tree.contents(of: source) ?? "")
    }
    let changed = diff.pairing.pairs.filter {
      StepSize.isCode($0.old) && !diff.diff(of: $0).hunks().isEmpty
    }
    let arriving =
      changed.map { (path: $0.new, old: Optional($0.old)) }
      + diff.pairing.onlyNew.filter(StepSize.isCode).map { (path: $0, old: String?.none) }
    for (path, old) in arriving.sorted(by: { $0.path < $1.path }) {
      let note = try quoted("Sources/\(step.to.folder)/\(path)")
      if let old {
        let before = file(step.from, old, "before")
        steps.append(Step(text: language.before(before.name), code: before, previousResource: nil))
        let after = file(step.to, path, "after")
        steps.append(
          Step(
            text: paragraphs(language.after(after.name), note), code: after,
            previousResource: before.resource))
      } else {
        let added = file(step.to, path, "new")
        steps.append(
          Step(
            text: paragraphs(language.added(added.name, in: step.to.name), note), code: added,
            previousResource: nil))
      }
    }
    for path in diff.pairing.onlyOld.filter(StepSize.isCode).sorted() {
      let removed = file(step.from, path, "removed")
      steps.append(
        Step(
          text: language.removed(removed.name, in: step.to.name), code: removed,
          previousResource: nil))
    }
    return Section(
      title: step.title, chapter: chapter.name,
      introduction: introduction.joined(separator: "\n\n"),
      steps: steps)
  }

  private static func paragraphs(_ first: String, _ second: String?) -> String {
    [first, second].compactMap { $0 }.joined(separator: "\n\n")
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
