/// A ``CatalogQuery`` made ready to match: terms prepared and qualifier values lowercased.
///
/// Made once per search so that matching each of the catalog's repositories does no string
/// work of its own.
struct PreparedQuery: Sendable {
  /// The free terms, prepared for matching.
  let terms: [SearchableText]
  /// The wanted languages, lowercased; empty means any.
  let languages: [String]
  /// The wanted owner logins, lowercased; empty means any.
  let owners: [String]
  /// Ranges the star count must lie in.
  let starRanges: [CatalogQuery.StarRange]

  /// Prepares `query`.
  init(_ query: CatalogQuery) {
    terms = query.terms.map(SearchableText.init).filter { !$0.isEmpty }
    // Arrays, not sets: a query names one or two values, and comparing a short string is
    // cheaper than hashing it for each of 100,000 repositories.
    languages = query.languages.map { $0.lowercased() }
    owners = query.owners.map { $0.lowercased() }
    starRanges = query.starRanges
  }
}
