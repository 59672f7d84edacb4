import Comparison

/// Where each link of the chapters and the READMEs goes in the site: a chapter to its article
/// (`doc:` within the catalog, the site's path across catalogs), a heading to DocC's anchor for
/// it, a picture to its resource, an architecture's README to its reference, the section of the
/// source articles to its page, and any other file of the package to its path in the text,
/// since the site does not hold it.
package struct SiteLinks: Sendable {
  private let chapters: [String: Chapter]
  private let architectureFolders: Set<String>
  private let pictures: Set<String>
  private let hasSourceArticles: Bool

  /// Links between `chapters`, the references of `architectureFolders` and the `pictures` of
  /// `Tutorials/images` (file names); with `hasSourceArticles`, each chapters catalog holds the
  /// page of the source articles (``SourceArticles``).
  package init(
    chapters: [Chapter], architectureFolders: [String], pictures: [String],
    hasSourceArticles: Bool = false
  ) {
    self.chapters = Dictionary(chapters.map { ($0.path, $0) }) { first, _ in first }
    self.architectureFolders = Set(architectureFolders)
    self.pictures = Set(pictures)
    self.hasSourceArticles = hasSourceArticles
  }

  /// The Markdown that replaces `[text](destination)` (`![text](destination)` for a picture),
  /// written in the package's file `source`, on a page of `catalog`.
  package func rewritten(
    text: String, destination: String, isPicture: Bool, in source: String, for catalog: SiteCatalog
  ) throws(GenerationError) -> String {
    if destination.contains(":"), destination.firstMatch(of: /^[a-z][a-z0-9+.-]*:/) != nil {
      return (isPicture ? "!" : "") + "[\(text)](\(destination))"
    }
    let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let anchor = parts.count > 1 ? String(parts[1]) : nil
    let target = parts[0].isEmpty ? source : Self.resolved(String(parts[0]), from: source)
    if isPicture {
      let name = target.split(separator: "/").last.map(String.init) ?? target
      guard target.hasPrefix("Tutorials/images/"), pictures.contains(name) else {
        throw GenerationError("\(source): the picture \(destination) is not in Tutorials/images")
      }
      return "![\(text)](\(name.split(separator: ".").dropLast().joined(separator: ".")))"
    }
    if let chapter = chapters[target] {
      let fragment = try anchor.map { anchor throws(GenerationError) in
        guard let heading = chapter.heading(anchor: anchor) else {
          throw GenerationError("\(source): \(chapter.path) has no heading for '#\(anchor)'")
        }
        return "#" + HeadingAnchor.docC(heading)
      }
      if catalog == .chapters(chapter.language) {
        return "[\(text)](doc:\(chapter.name)\(fragment ?? ""))"
      }
      return "[\(text)](\(SiteCatalog.chapters(chapter.language).path(of: chapter.name))"
        + "\(fragment ?? ""))"
    }
    if hasSourceArticles, target == SourceArticles.readme, anchor == SourceArticles.anchor {
      if case .chapters = catalog { return "[\(text)](doc:\(SourceArticles.name))" }
      return "[\(text)](\(SiteCatalog.chapters(.english).path(of: SourceArticles.name)))"
    }
    let components = target.split(separator: "/")
    if components.count == 3, components[0] == "Sources", components[2] == "README.md",
      architectureFolders.contains(String(components[1]))
    {
      return "[\(text)](\(SiteCatalog.reference(folder: String(components[1])).path))"
    }
    // A file the site does not hold: its name stays in the text.
    let name = String(components.last ?? "")
    let plain = text.filter { $0 != "`" }
    return plain.contains(name) || plain.contains(target) ? text : "\(text) (`\(target)`)"
  }

  /// The content of a double-backtick symbol link, made absolute when it starts with an
  /// architecture's name: `MVP/SearchPresenter` is in the MVP reference, another catalog.
  package func symbolLink(_ content: String) -> String {
    let first = content.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
    return architectureFolders.contains(first) ? "/" + content : content
  }

  /// `relative`, written in the file `source`, as a path from the package's root.
  static func resolved(_ relative: String, from source: String) -> String {
    var components = source.split(separator: "/").dropLast().map(String.init)
    for component in relative.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(String(component))
      }
    }
    return components.joined(separator: "/")
  }
}
