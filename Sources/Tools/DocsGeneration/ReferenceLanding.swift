import Foundation

/// The landing page of an architecture's reference: its README, with the types of each of its
/// modules listed under the module's name.
package enum ReferenceLanding {
  /// The page for the architecture in `folder`, from its README's `segments` and the `modules`
  /// merged into its reference (the presentation module first), converted with `converter`.
  package static func page(
    folder: String, readme segments: [MarkdownSegment], modules: [String],
    symbols: [String: [SymbolGraphMerge.TopLevelSymbol]], converter: ArticleConverter
  ) throws(GenerationError) -> String {
    var body = segments
    var heading = folder
    if case .prose(var lines, let first) = body.first,
      let index = lines.firstIndex(where: { $0.hasPrefix("# ") })
    {
      heading = String(lines[index].dropFirst(2))
      lines.remove(at: index)
      body[0] = .prose(lines: lines, firstLine: first)
    }
    let source = "Sources/\(folder)/README.md"
    let readme = try converter.article(body, source: source, catalog: .reference(folder: folder))
    var topics = ["## Topics"]
    for module in modules {
      topics += ["", "### \(module)", "", layer(of: module, folder: folder), ""]
      topics += (symbols[module] ?? []).map { "- ``\($0.name)``" }
    }
    return "# ``\(folder)``\n\n" + heading + "\n\n"
      + readme.trimmingCharacters(in: .whitespacesAndNewlines) + "\n\n"
      + topics.joined(separator: "\n") + "\n"
  }

  /// Where a module's sources are, as its group on the landing page says.
  private static func layer(of module: String, folder: String) -> String {
    let layer = module == folder ? "UI" : "Presentation"
    return "The module `\(module)`, in `Sources/\(folder)/\(layer)`."
  }
}
