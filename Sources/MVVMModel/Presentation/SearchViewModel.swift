import RepositorySearch

/// The search screen's view model: owns the repositories (the plain structs this pattern calls
/// the Model), the paging state and the query in flight; validates, waits out typing pauses,
/// searches through the service, and keeps what the screen shows for the view to read.
///
/// ``Assembly`` creates it with the service and the clock; the view controller owns it and
/// listens through ``onChange``. It holds no reference to its view: it has no type to hold one by.
@MainActor
package final class SearchViewModel {
  /// Called after every change with what changed; the view sets it in `viewDidLoad`.
  package var onChange: ((Change) -> Void)?
  /// The query being searched while the spinner turns, or nil.
  package private(set) var searchingQuery: String?
  /// True while the next page loads.
  package private(set) var isLoadingMore = false

  private let service: any RepositorySearchService
  private let clock: any Clock<Duration>
  private var repositories: [Repository] = []
  private var query: SearchQuery?
  private var lastPage: SearchPage?
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?
  // The pause before searching what is being typed (S13).
  private var typingPause: Task<Void, Never>?

  /// Creates a view model that searches through `service` and times typing pauses on `clock`.
  package init(service: any RepositorySearchService, clock: any Clock<Duration>) {
    self.service = service
    self.clock = clock
  }

  /// The number of rows the table shows.
  package var numberOfRepositories: Int { repositories.count }

  /// The repository for a row, or nil when the row no longer exists.
  package func repository(at row: Int) -> Repository? {
    repositories.indices.contains(row) ? repositories[row] : nil
  }

  /// The results line under the table, such as `30 of 1,234`; empty when there are no rows.
  package var summary: String {
    guard let lastPage, !repositories.isEmpty else { return "" }
    return CountFormat.resultSummary(loaded: repositories.count, total: lastPage.totalCount)
  }

  private func search(_ query: SearchQuery, selectingFirstRow: Bool) {
    typingPause?.cancel()
    task?.cancel()
    self.query = query
    repositories = []
    lastPage = nil
    isLoadingMore = false
    searchingQuery = query.text
    onChange?(.loadingMore)
    onChange?(.repositories)
    onChange?(.searching)
    task = Task { [weak self, service] in
      let result = await service.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(result, selectingFirstRow: selectingFirstRow)
    }
  }

  private func didFinishSearch(
    _ result: Result<SearchPage, SearchError>, selectingFirstRow: Bool
  ) {
    task = nil
    searchingQuery = nil
    onChange?(.searching)
    switch result {
    case .success(let page):
      lastPage = page
      repositories = page.items
      onChange?(.repositories)
      if let query, page.items.isEmpty {
        onChange?(.alert(.noResults(for: query)))
      } else if selectingFirstRow {
        onChange?(.selectFirstRepository)
      }
    case .failure(let error):
      onChange?(.alert(.searchFailed(error)))
    }
  }

  private func loadNextPage() {
    guard let query, let lastPage, lastPage.hasMorePages, task == nil else { return }
    isLoadingMore = true
    onChange?(.loadingMore)
    task = Task { [weak self, service] in
      let result = await service.loadPage(lastPage.page + 1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) {
    task = nil
    isLoadingMore = false
    onChange?(.loadingMore)
    switch result {
    case .success(let page):
      lastPage = page
      repositories += page.items
      onChange?(.repositories)
    case .failure(let error):
      // The rows already loaded stay; only the failed page is reported.
      onChange?(.alert(.searchFailed(error)))
    }
  }
}

// MARK: - What the view tells its view model

extension SearchViewModel {
  /// The person edited the search bar's text: typed, deleted, cleared or pasted.
  package func searchTextDidChange(_ text: String) {
    typingPause?.cancel()
    guard let query = try? SearchQuery(text), query.isLongEnoughToSearchAsYouType,
      query != self.query
    else { return }
    typingPause = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
      else { return }
      self?.search(query, selectingFirstRow: false)
    }
  }

  /// The person pressed Enter in the search bar.
  package func searchButtonClicked(query text: String) {
    do {
      search(try SearchQuery(text), selectingFirstRow: true)
    } catch {
      onChange?(.alert(.invalidQuery(error)))
    }
  }

  /// The person pressed Enter on a row.
  package func didSelectRow(at row: Int) {
    guard let repository = repository(at: row) else { return }
    onChange?(.repositoryDetail(repository))
  }

  /// A row is about to appear on screen; the last one asks for the next page.
  package func willDisplayRow(at row: Int) {
    guard row == repositories.count - 1 else { return }
    loadNextPage()
  }
}
