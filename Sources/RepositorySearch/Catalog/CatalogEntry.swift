/// A repository's searchable fields, prepared once when the catalog is made.
///
/// It holds no `Repository`, only what matching reads, so that the catalog's entries lie
/// side by side in memory and a search over 100,000 of them reads them in one sweep.
struct CatalogEntry: Sendable {
  /// How much each kind of match adds to a repository's relevance, best first.
  private enum Weight {
    /// The term is the whole name or the whole full name: `swift`, `apple/swift`.
    static let wholeName = 16
    /// The term is part of the name.
    static let partOfName = 8
    /// The term is part of `owner/name` but not of the name: usually the owner.
    static let partOfFullName = 4
    /// The term is part of a topic.
    static let partOfTopic = 2
    /// The term is part of the description.
    static let partOfDescription = 1
  }

  /// The number of stars.
  private let stars: Int
  /// The language, lowercased; `nil` when GitHub detected none.
  private let language: String?
  /// The owner's login, lowercased.
  private let owner: String
  /// Every field free terms are matched against, one per line, so that a single scan decides
  /// whether a term occurs at all; the fields below are read only to rank the matches.
  private let searchedText: SearchableText
  private let name: SearchableText
  private let fullName: SearchableText
  private let description: SearchableText
  private let topics: [SearchableText]

  /// Prepares `repository` for searching.
  init(_ repository: Repository) {
    stars = repository.stargazersCount
    language = repository.language?.lowercased()
    // GitHub sends `null` for a deleted owner; the full name still starts with the login.
    let login = repository.owner?.login ?? String(repository.fullName.prefix { $0 != "/" })
    owner = login.lowercased()
    let fields = [repository.fullName, repository.description ?? ""] + repository.topics
    searchedText = SearchableText(fields.joined(separator: "\n"))
    name = SearchableText(repository.name)
    fullName = SearchableText(repository.fullName)
    description = SearchableText(repository.description ?? "")
    topics = repository.topics.map(SearchableText.init)
  }

  /// How relevant the repository is to `query`, higher first; `nil` when it does not match.
  func relevance(to query: PreparedQuery) -> Int? {
    guard query.languages.isEmpty || language.map(query.languages.contains) == true,
      query.owners.isEmpty || query.owners.contains(owner)
    else { return nil }
    // Loops, not closures: this runs for every repository of every search, and a closure that
    // reads the entry's fields copies the whole entry.
    for range in query.starRanges where !range.contains(stars) { return nil }
    var relevance = 0
    for term in query.terms {
      guard searchedText.contains(term) else { return nil }
      relevance += weight(of: term)
    }
    return relevance
  }

  /// How strongly one matching term counts: the weight of the best field it occurs in.
  private func weight(of term: SearchableText) -> Int {
    if name == term || fullName == term { return Weight.wholeName }
    if name.contains(term) { return Weight.partOfName }
    if fullName.contains(term) { return Weight.partOfFullName }
    if topics.contains(where: { $0.contains(term) }) { return Weight.partOfTopic }
    if description.contains(term) { return Weight.partOfDescription }
    return 0
  }
}
