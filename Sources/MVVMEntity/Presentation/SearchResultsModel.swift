import RepositorySearch

/// The search screen's model: owns the repositories found (the entities), the query, the paging
/// state and the one search or page load in flight; fetches through the search service and
/// tells its view model of every change.
///
/// ``Assembly`` creates it with the service; the search view model owns it and listens through
/// ``onChange``. It knows nothing of screens or wording.
@MainActor
package final class SearchResultsModel {
  /// Called after every change with what changed; the view model sets it when it is created.
  package var onChange: ((Change) -> Void)?
  /// The repositories loaded so far, in the order the service ranked them.
  package private(set) var repositories: [Repository] = []
  /// The query searched last, or nil before the first search.
  package private(set) var query: SearchQuery?
  /// True while the first page of a search loads.
  package private(set) var isSearching = false
  /// True while the next page loads.
  package private(set) var isLoadingMore = false

  private let service: any RepositorySearchService
  private var lastPage: SearchPage?
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?

  /// Creates a model that fetches through `service`.
  package init(service: any RepositorySearchService) {
    self.service = service
  }

  /// How many repositories match in all, as the service counts them; 0 before the first page.
  package var totalCount: Int { lastPage?.totalCount ?? 0 }

  /// Searches `query` from its first page, replacing whatever was loading or loaded.
  package func search(_ query: SearchQuery) {
    task?.cancel()
    self.query = query
    repositories = []
    lastPage = nil
    isLoadingMore = false
    isSearching = true
    onChange?(.searchStarted)
    task = Task { [weak self, service] in
      let result = await service.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(result)
    }
  }

  /// Loads the next page, when one exists and nothing else is loading.
  package func loadNextPage() {
    guard let query, let lastPage, lastPage.hasMorePages, task == nil else { return }
    isLoadingMore = true
    onChange?(.pageLoadStarted)
    task = Task { [weak self, service] in
      let result = await service.loadPage(lastPage.page + 1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }

  private func didFinishSearch(_ result: Result<SearchPage, SearchError>) {
    task = nil
    isSearching = false
    switch result {
    case .success(let page):
      lastPage = page
      repositories = page.items
      onChange?(.searchFinished)
    case .failure(let error):
      onChange?(.searchFailed(error))
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) {
    task = nil
    isLoadingMore = false
    switch result {
    case .success(let page):
      lastPage = page
      repositories += page.items
      onChange?(.pageLoaded)
    case .failure(let error):
      // The repositories already loaded stay.
      onChange?(.pageLoadFailed(error))
    }
  }
}
