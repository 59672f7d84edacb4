import Comparison
import Foundation

/// The DocC catalogs of the kit's site, generated from the package each time: for each
/// language, the chapters as articles and the lesson path as a tutorial; for each architecture,
/// a reference made of its modules' symbol graphs, with its README as the landing page.
///
/// `Scripts/docs-site` extracts the symbol graphs from the build, has this write the catalogs
/// into the build folder, converts each with `docc` and merges them into one site.
package struct DocumentationSite: Sendable {
  private let tree: any FileTree
  private let architectures: [SiteArchitecture]
  private let path: [SiteLessonStep]

  /// The site of the package in `tree`, with `architectures` and the lesson `path`.
  package init(tree: any FileTree, architectures: [SiteArchitecture], path: [SiteLessonStep]) {
    self.tree = tree
    self.architectures = architectures
    self.path = path
  }

  /// The modules of `architecture` the reference documents: its presentation module when it
  /// has one, then its UI module, named after its folder.
  package func modules(of architecture: SiteArchitecture) -> [String] {
    let presentation = tree.files(under: "Sources/\(architecture.folder)/Presentation")
      .contains { $0.hasSuffix(".swift") }
    return (presentation ? [architecture.folder + "Presentation"] : []) + [architecture.folder]
  }

  /// The chapters of `language`, in the order a learner reads them: the numbered chapters, the
  /// study session, then any other page.
  package func chapters(_ language: Language) throws(GenerationError) -> [Chapter] {
    let folder = "Tutorials/\(language.rawValue)/"
    let names = tree.files(under: String(folder.dropLast()))
      .filter { $0.hasSuffix(".md") && !$0.dropFirst(folder.count).contains("/") }
      .map { String($0.dropFirst(folder.count).dropLast(".md".count)) }
    func rank(_ name: String) -> Int {
      name.first?.isNumber == true ? 0 : name == "study-session" ? 1 : 2
    }
    return try names.sorted { (rank($0), $0) < (rank($1), $1) }.map {
      name throws(GenerationError) in
      try Chapter(
        language: language, name: name, text: tree.contents(of: folder + name + ".md") ?? "")
    }
  }

  /// Every catalog, each symbol graph merged and the manifest: `symbolGraphs` holds, by
  /// architecture folder, the graphs extracted from its modules (file name → contents).
  package func files(symbolGraphs: [String: [String: Data]]) throws(GenerationError)
    -> GeneratedFiles
  {
    var output = GeneratedFiles()
    let pictures = tree.files(under: "Tutorials/images").filter { $0.hasSuffix(".svg") }
    var allChapters: [Chapter] = []
    for language in Language.allCases { allChapters += try chapters(language) }
    let sourceArticles = tree.contents(of: SourceArticles.readme).flatMap {
      SourceArticles.page(readme: $0)
    }
    let converter = ArticleConverter(
      links: SiteLinks(
        chapters: allChapters, architectureFolders: architectures.map(\.folder),
        pictures: pictures.map { String($0.split(separator: "/").last ?? "") },
        hasSourceArticles: sourceArticles != nil),
      diagrams: try DiagramPictures(architectures: architectures, tree: tree))
    var manifest = SiteManifest(chapters: [], references: [])
    for language in Language.allCases {
      let chapters = allChapters.filter { $0.language == language }
      manifest.chapters.append(
        try chapterCatalog(
          language, chapters: chapters, sourceArticles: sourceArticles, pictures: pictures,
          converter: converter, into: &output))
    }
    for architecture in architectures {
      manifest.references.append(
        try reference(
          architecture, graphs: symbolGraphs[architecture.folder] ?? [:], converter: converter,
          into: &output))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(manifest) else {
      throw GenerationError("the site's manifest could not be written")
    }
    output.files["manifest.json"] = data
    return output
  }

  // MARK: - The catalogs

  private func chapterCatalog(
    _ language: Language, chapters: [Chapter], sourceArticles: String?, pictures: [String],
    converter: ArticleConverter, into output: inout GeneratedFiles
  ) throws(GenerationError) -> SiteManifest.Chapters {
    let catalog = SiteCatalog.chapters(language)
    let folder = catalog.name + ".docc/"
    var articles: [SiteManifest.Article] = []
    if let sourceArticles {
      output.add(
        folder + SourceArticles.name + ".md",
        try converter.article(
          MarkdownSegment.segments(of: sourceArticles, path: SourceArticles.readme),
          source: SourceArticles.readme, catalog: catalog))
    }
    for chapter in chapters {
      output.add(
        folder + chapter.name + ".md",
        try converter.article(chapter.segments, source: chapter.path, catalog: catalog))
      for picture in converter.diagrams.pictures(in: chapter.segments) {
        output.add(folder + "Resources/" + picture.name, picture.svg)
      }
      articles.append(
        SiteManifest.Article(
          path: catalog.path(of: chapter.name), title: chapter.title, source: chapter.path))
    }
    for picture in pictures {
      output.files[folder + "Resources/" + (picture.split(separator: "/").last ?? "")] =
        tree.contents(of: picture).map { Data($0.utf8) }
    }
    let tutorial = try LessonTutorial(
      path: path, language: language, chapters: chapters, converter: converter, tree: tree)
    for (name, text) in tutorial.resources { output.add(folder + "Resources/" + name, text) }
    for (name, page) in tutorial.pages { output.add(folder + name, page) }
    let marker = "<!-- compare path \(language.rawValue) -->"
    guard let guide = chapters.first(where: { $0.heading(aboveLine: marker) != nil }),
      let heading = guide.heading(aboveLine: marker), let picture = guide.firstPicture
    else {
      throw GenerationError("Tutorials/\(language.rawValue): no chapter shows the lesson path")
    }
    output.add(
      folder + catalog.name + ".tutorial",
      tutorial.tableOfContents(
        chapterTitle: heading,
        picture: (
          String(picture.path.split(separator: "/").last ?? ""), picture.alt
        )))
    output.add(
      folder + catalog.name + ".md",
      landing(language, chapters: chapters, sourceArticles: sourceArticles != nil))
    output.add(folder + "Info.plist", Self.propertyList(name: catalog.name))
    return SiteManifest.Chapters(
      name: catalog.name, language: language.rawValue, path: catalog.path,
      tutorial: catalog.tutorialPath,
      sections: tutorial.sections.map {
        SiteManifest.Section(
          title: $0.title, chapter: catalog.path(of: $0.chapter),
          path: catalog.tutorialPath(of: $0.page), files: $0.steps.map(\.code.name),
          questions: $0.questions.map(\.question))
      },
      articles: articles)
  }

  private func landing(_ language: Language, chapters: [Chapter], sourceArticles: Bool)
    -> String
  {
    let headings = language.siteHeadings
    // The references are listed, not curated: curated here, each would also sit in this
    // catalog's navigation, without its pages, and the site's sidebar would show that copy.
    var lines = [
      "# \(language.siteTitle)", "", "@Metadata {", "  @TechnologyRoot", "}", "",
      language.siteAbstract, "", language.otherLanguageLink, "", "## \(headings.references)",
      "",
    ]
    lines += architectures.map { "- ``/\($0.folder)``: \($0.name)" }
    lines += [
      "", "## Topics", "", "### \(headings.tutorial)", "",
      "- <doc:tutorials/\(SiteCatalog.chapters(language).name)>", "", "### \(headings.chapters)",
      "",
    ]
    lines += chapters.map { "- <doc:\($0.name)>" }
    if sourceArticles { lines.append("- <doc:\(SourceArticles.name)>") }
    return lines.joined(separator: "\n") + "\n"
  }

  private func reference(
    _ architecture: SiteArchitecture, graphs: [String: Data], converter: ArticleConverter,
    into output: inout GeneratedFiles
  ) throws(GenerationError) -> SiteManifest.Reference {
    let modules = modules(of: architecture)
    let merge = try SymbolGraphMerge(name: architecture.folder, modules: modules, graphs: graphs)
    let readmePath = "Sources/\(architecture.folder)/README.md"
    guard let readme = tree.contents(of: readmePath) else {
      throw GenerationError("\(readmePath): missing; it is the reference's landing page")
    }
    let segments = try MarkdownSegment.segments(of: readme, path: readmePath)
    let page = try ReferenceLanding.page(
      folder: architecture.folder, readme: segments, modules: modules,
      symbols: merge.topLevelSymbols, converter: converter)
    output.add("\(architecture.folder).docc/\(architecture.folder).md", page)
    for picture in converter.diagrams.pictures(in: segments) {
      output.add("\(architecture.folder).docc/Resources/" + picture.name, picture.svg)
    }
    for (name, data) in merge.files {
      output.files["\(architecture.folder).symbols/\(name)"] = data
    }
    return SiteManifest.Reference(
      name: architecture.name, folder: architecture.folder,
      path: SiteCatalog.reference(folder: architecture.folder).path, modules: modules,
      symbols: merge.symbolCount)
  }

  private static func propertyList(name: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>CFBundleName</key>
      <string>\(name)</string>
      <key>CFBundleDisplayName</key>
      <string>\(name)</string>
      <key>CFBundleIdentifier</key>
      <string>\(name)</string>
    </dict>
    </plist>

    """
  }
}
