/// A ``CatalogQuery`` made ready to match: terms prepared and qualifier values lowercased.
///
/// Made once per search so that matching each of the catalog's repositories does no string
/// work of its own.
struct PreparedQuery: Sendable {
  /// The free terms, prepared for matching.
  let terms: [SearchableText]
  /// The wanted languages, lowercased; empty means any.
  let languages: Set<String>
  /// The wanted owner logins, lowercased; empty means any.
  let owners: Set<String>
  /// Ranges the star count must lie in.
  let starRanges: [CatalogQuery.StarRange]

  /// Prepares `query`.
  init(_ query: CatalogQuery) {
    terms = query.terms.map(SearchableText.init).filter { !$0.isEmpty }
    languages = Set(query.languages.map { $0.lowercased() })
    owners = Set(query.owners.map { $0.lowercased() })
    starRanges = query.starRanges
  }
}
