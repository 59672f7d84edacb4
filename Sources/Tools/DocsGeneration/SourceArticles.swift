/// The source articles the kit answers, as a page of each language's chapters.
///
/// The page is the section "The articles" of `Tutorials/README.md`, which the chapters link to
/// (`../README.md#the-articles`) the first time they quote an article. The site holds no page
/// for the rest of that README.
package enum SourceArticles {
  /// The README the section is in.
  package static let readme = "Tutorials/README.md"
  /// The README's anchor for the section, which the chapters link to.
  package static let anchor = "the-articles"
  /// The page's name in each chapters catalog.
  package static let name = "the-articles"

  /// The page written from `readme`, the README's text: its section "The articles", down to the
  /// next heading of that level, under a title of its own; nil when the README has no such
  /// section.
  package static func page(readme: String) -> String? {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0.hasPrefix("## ") && HeadingAnchor.gitHub($0.dropFirst(3)) == anchor
      })
    else { return nil }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("## ") || $0.hasPrefix("# ") } ?? lines.endIndex
    var body = lines[(start + 1)..<end]
    while body.last?.isEmpty == true { body.removeLast() }
    return (["# The articles · 記事"] + body).joined(separator: "\n") + "\n"
  }
}
