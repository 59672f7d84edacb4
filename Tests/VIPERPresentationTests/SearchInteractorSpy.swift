import RepositorySearch
import VIPERPresentation

/// Stands in for the search interactor: records what the presenter asks of it, in order, and
/// holds the results a test gives it, as the plain items the real one makes.
///
/// Like the real one, it remembers the latest query and a new search empties the results; it
/// searches nothing.
@MainActor
final class SearchInteractorSpy: SearchInteractorInput {
  enum Call: Equatable {
    case search(String)
    case loadNextPage
    case cancelSearch
  }

  private(set) var calls: [Call] = []
  private(set) var query: SearchQuery?
  private(set) var repositories: [RepositoryItem] = []
  private(set) var totalCount = 0
  /// Whether a first page is on its way, for ``cancelSearch()`` to cancel; the test says so.
  var isSearching = false

  func search(_ query: SearchQuery) {
    self.query = query
    repositories = []
    totalCount = 0
    calls.append(.search(query.text))
  }

  func loadNextPage() { calls.append(.loadNextPage) }

  func cancelSearch() -> Bool {
    calls.append(.cancelSearch)
    defer { isSearching = false }
    return isSearching
  }

  /// Takes `page` as the real interactor does before it reports it, its entities mapped to
  /// plain items; returns the results loaded so far.
  func receive(_ page: SearchPage) -> [RepositoryItem] {
    receive(page.items.map(RepositoryItem.init), page: page.page, of: page.totalCount)
  }

  /// Takes `items` as page `number` of `total` results: the first page replaces the results, a
  /// later one is appended; returns the results loaded so far.
  func receive(_ items: [RepositoryItem], page number: Int = 1, of total: Int) -> [RepositoryItem] {
    repositories = number == 1 ? items : repositories + items
    totalCount = total
    return repositories
  }
}
