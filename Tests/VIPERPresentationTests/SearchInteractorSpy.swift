import RepositorySearch
import VIPERPresentation

/// Stands in for the search interactor: records what the presenter asks of it, in order.
///
/// It remembers the latest query, as the real one does, and searches nothing.
@MainActor
final class SearchInteractorSpy: SearchInteractorInput {
  enum Call: Equatable {
    case search(String)
    case loadNextPage
    case cancelSearch
  }

  private(set) var calls: [Call] = []
  private(set) var query: SearchQuery?
  /// Whether a first page is on its way, for ``cancelSearch()`` to cancel; the test says so.
  var isSearching = false

  func search(_ query: SearchQuery) {
    self.query = query
    calls.append(.search(query.text))
  }

  func loadNextPage() { calls.append(.loadNextPage) }

  func cancelSearch() -> Bool {
    calls.append(.cancelSearch)
    defer { isSearching = false }
    return isSearching
  }
}
