/// A chapter or a README as a DocC article: fenced blocks (code excerpts) as they are, but an
/// ownership graph or a traced sequence diagram, which DocC would show as Mermaid source, as
/// the picture the kit draws of it (``DiagramPictures``); the prose with its links rewritten, its HTML
/// comments (the generators' markers) left out, and a folded `<details>` block shown open
/// under its summary in bold, since DocC renders no HTML.
package struct ArticleConverter: Sendable {
  /// Where links go.
  package let links: SiteLinks
  /// The pictures shown for the embedded diagrams.
  package let diagrams: DiagramPictures

  /// Converts with `links`, showing the `diagrams` it has pictures of.
  package init(links: SiteLinks, diagrams: DiagramPictures = .none) {
    self.links = links
    self.diagrams = diagrams
  }

  /// The article for `segments`, the package's file `source`, in `catalog`.
  package func article(
    _ segments: [MarkdownSegment], source: String, catalog: SiteCatalog
  ) throws(GenerationError) -> String {
    let rewriter = InlineRewriter(links: links, source: source, catalog: catalog)
    var output: [String] = []
    var marker: String?
    for segment in segments {
      switch segment {
      case .fence(let opening, let body, let closing):
        if opening.trimmed == "```mermaid", let marker,
          let picture = diagrams.picture(marker: marker, block: body)
        {
          output.append("![\(picture.alt)](\(picture.name))")
        } else {
          output += [opening] + body + [closing]
        }
        marker = nil
      case .prose(let lines, _):
        marker = lines.last { !$0.trimmed.isEmpty }
        let kept = lines.compactMap(Self.prose(_:))
        output.append(Self.escapingDirectives(try rewriter.rewritten(kept.joined(separator: "\n"))))
      }
    }
    return output.joined(separator: "\n") + "\n"
  }

  /// `prose` of `source`, in `catalog`, with its links rewritten: a paragraph the tutorial
  /// quotes.
  package func paragraph(_ prose: String, source: String, catalog: SiteCatalog)
    throws(GenerationError) -> String
  {
    Self.escapingDirectives(
      try InlineRewriter(links: links, source: source, catalog: catalog).rewritten(prose))
  }

  /// `prose` with a backslash before an `@` that starts a line, so that DocC reads the line as
  /// text, not as a directive (`@Observable` wrapped to the start of a line).
  static func escapingDirectives(_ prose: String) -> String {
    prose.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let indent = line.prefix { $0 == " " }
      return line.dropFirst(indent.count).hasPrefix("@")
        ? indent + "\\" + line.dropFirst(indent.count) : String(line)
    }.joined(separator: "\n")
  }

  /// What a line of prose becomes: nil for an HTML comment or a `<details>` tag, the summary in
  /// bold for a `<summary>` line.
  static func prose(_ line: String) -> String? {
    let trimmed = line.trimmed
    if isComment(line) || trimmed == "<details>" || trimmed == "</details>" { return nil }
    // The prefix first: a regular expression costs far more than a line of prose.
    if trimmed.hasPrefix("<summary>"),
      let match = trimmed.wholeMatch(of: /<summary>(.*)<\/summary>/)
    {
      return "**\(match.output.1)**"
    }
    return line
  }

  /// True for a line that is one HTML comment, such as `<!-- compare graph mvp -->`.
  static func isComment(_ line: String) -> Bool {
    let trimmed = line.trimmed
    return trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->")
  }
}
