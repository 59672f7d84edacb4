/// What `compare table --write` writes in the pages that embed the comparison table: the table
/// in each page's language, and what the page quotes from the code outside it.
///
/// The README's table is in English, a chapter's in its folder's language; the choosing
/// chapters' trade-offs rows quote the table's figures (``TradeOffRows``), and sentences state
/// counts of the code (``QuotedCounts``).
package enum TablePages {
  /// The table the page at `path` embeds, made from `profiles`.
  package static func table(for path: String, profiles: [ArchitectureProfile]) -> String {
    let language = path.hasPrefix("Tutorials/ja/") ? Language.japanese : .english
    return ComparisonTable(profiles: profiles, language: language).markdown
  }

  /// `document` with the figures and counts it quotes from the code written as `profiles` and
  /// `tree` give them now; every other line as it was.
  package static func finished(
    _ document: TextDocument, profiles: [ArchitectureProfile], tree: any FileTree
  ) -> TextDocument {
    QuotedCounts.rewritten(TradeOffRows.rewritten(document, profiles: profiles), in: tree)
  }

  /// Every page of `tree` that may embed the table (only those of `paths`, when given), as
  /// `compare table --write` would leave it; nothing is written.
  ///
  /// Each page is refreshed on its own, from the code and its own text: a test that plants a
  /// change in one page needs to refresh only that page.
  package static func refreshed(
    in tree: any FileTree, profiles: [ArchitectureProfile], only paths: Set<String>? = nil
  ) async throws(ComparisonError) -> [TextDocument] {
    try await EmbeddedBlocks.tables.refreshed(
      EmbeddedBlocks.documents(in: tree, only: paths),
      finishing: { finished($0, profiles: profiles, tree: tree) },
      content: { path, _ in table(for: path, profiles: profiles) })
  }
}
