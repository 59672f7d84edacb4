import RepositorySearch
import VIPERPresentation

/// Stands in for the search interactor: records what the presenter asks of it, in order, and
/// turns the pages a test gives it into the plain items the real one hands on.
///
/// Like the real one, it remembers the latest query and the total of its last page, and keeps
/// no results; it searches nothing.
@MainActor
final class SearchInteractorSpy: SearchInteractorInput {
  enum Call: Equatable {
    case search(String)
    case loadNextPage
    case cancelSearch
  }

  private(set) var calls: [Call] = []
  private(set) var query: SearchQuery?
  private(set) var totalCount = 0
  /// Whether a first page is on its way, for ``cancelSearch()`` to cancel; the test says so.
  var isSearching = false

  func search(_ query: SearchQuery) {
    self.query = query
    totalCount = 0
    calls.append(.search(query.text))
  }

  func loadNextPage() { calls.append(.loadNextPage) }

  func cancelSearch() -> Bool {
    calls.append(.cancelSearch)
    defer { isSearching = false }
    return isSearching
  }

  /// Takes `page` as the real interactor does before it reports it; returns its entities
  /// mapped to the plain items it reports.
  func receive(_ page: SearchPage) -> [RepositoryItem] {
    receive(page.items.map(RepositoryItem.init), of: page.totalCount)
  }

  /// Takes `items` as a page of `total` results; returns them, to be reported.
  func receive(_ items: [RepositoryItem], of total: Int) -> [RepositoryItem] {
    totalCount = total
    return items
  }
}
