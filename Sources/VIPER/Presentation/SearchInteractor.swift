import RepositorySearch

/// The search screen's interactor: owns the use case "search repositories, page by page" —
/// the query, which page comes next, and the one search or page load in flight — and asks
/// the model's service for each page.
///
/// ``Router`` creates it with the service; the presenter owns it, and it reports back to the
/// presenter through a weak ``SearchInteractorOutput``. It knows nothing about screens.
@MainActor
package final class SearchInteractor {
  /// Where the outcomes go; weak because the presenter owns the interactor.
  package weak var output: (any SearchInteractorOutput)?

  package private(set) var query: SearchQuery?
  private let service: any RepositorySearchService
  // The page to ask for next; nil when paging has ended for this search (S9).
  private var nextPage: Int?
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?

  /// Creates an interactor that searches through `service`.
  package init(service: any RepositorySearchService) {
    self.service = service
  }

  private func didFinishSearch(
    for query: SearchQuery, with result: Result<SearchPage, SearchError>
  ) {
    task = nil
    if case .success(let page) = result { nextPage = Self.pageAfter(page) }
    output?.didFinishSearch(for: query, with: result)
  }

  private func didFinishLoadingNextPage(with result: Result<SearchPage, SearchError>) {
    task = nil
    // A failed page keeps `nextPage`, so that the same page is asked for again.
    if case .success(let page) = result { nextPage = Self.pageAfter(page) }
    output?.didFinishLoadingNextPage(with: result)
  }

  // A page with no rows ends paging, whatever total it claims; the 1,000-result cap is the
  // page's own `hasMorePages`.
  private static func pageAfter(_ page: SearchPage) -> Int? {
    page.hasMorePages && !page.items.isEmpty ? page.page + 1 : nil
  }
}

extension SearchInteractor: SearchInteractorInput {
  package func search(_ query: SearchQuery) {
    task?.cancel()
    self.query = query
    nextPage = nil
    task = Task { [weak self, service] in
      let result = await service.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(for: query, with: result)
    }
  }

  package func cancelSearch() -> Bool {
    guard let task, nextPage == nil else { return false }
    task.cancel()
    self.task = nil
    query = nil
    return true
  }

  package func loadNextPage() {
    guard let query, let nextPage, task == nil else { return }
    output?.didStartLoadingNextPage()
    task = Task { [weak self, service] in
      let result = await service.loadPage(nextPage, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingNextPage(with: result)
    }
  }
}
