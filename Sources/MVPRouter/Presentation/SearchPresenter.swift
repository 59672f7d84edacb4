import RepositorySearch

/// The search screen's presenter: owns the results and paging state, validates the query, waits
/// out typing pauses, asks the model, formats the results into what the view shows (each row,
/// the results line), and tells its passive view exactly what to show.
///
/// ``Router`` creates it with the model's service, the clock and itself; the view controller owns it, and
/// it reaches back to the view and to the router only through weak, optional references.
@MainActor
package final class SearchPresenter {
  /// The view this presenter drives; weak because the view owns the presenter.
  package weak var view: (any SearchPresenterOutput)?

  private let service: any RepositorySearchService
  private let clock: any Clock<Duration>
  private weak var router: (any SearchRouting)?
  private var repositories: [Repository] = []
  private var query: SearchQuery?
  private var lastPage: SearchPage?
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?
  // The pause before searching what is being typed (S13).
  private var typingPause: Task<Void, Never>?

  /// Creates a presenter that searches through `service`, times typing pauses on `clock` and
  /// navigates through `router`.
  package init(
    service: any RepositorySearchService, clock: any Clock<Duration>, router: any SearchRouting
  ) {
    self.service = service
    self.clock = clock
    self.router = router
  }

  private var summary: String {
    guard let lastPage, !repositories.isEmpty else { return "" }
    return CountFormat.resultSummary(loaded: repositories.count, total: lastPage.totalCount)
  }

  private func search(_ query: SearchQuery, selectingFirstRow: Bool) {
    typingPause?.cancel()
    task?.cancel()
    self.query = query
    repositories = []
    lastPage = nil
    view?.setLoadingMore(false)
    view?.reloadRepositories(summary: summary)
    view?.showLoading(query: query.text)
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
    view?.hideLoading()
    switch result {
    case .success(let page):
      lastPage = page
      repositories = page.items
      view?.reloadRepositories(summary: summary)
      if let query, page.items.isEmpty {
        view?.showAlert(.noResults(for: query))
      } else if selectingFirstRow {
        view?.selectFirstRepository()
      }
    case .failure(let error):
      view?.showAlert(.searchFailed(error))
    }
  }

  // Clearing the query cancels its search in flight: no results arrive under an empty search
  // bar (S12). A page in flight belongs to the rows already on screen, and still comes.
  private func cancelSearch() {
    guard let task, lastPage == nil else { return }
    task.cancel()
    self.task = nil
    query = nil
    view?.hideLoading()
  }

  private func loadNextPage() {
    guard let query, let lastPage, lastPage.hasMorePages, task == nil else { return }
    view?.setLoadingMore(true)
    task = Task { [weak self, service] in
      let result = await service.loadPage(lastPage.page + 1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) {
    task = nil
    view?.setLoadingMore(false)
    switch result {
    case .success(let page):
      lastPage = page
      repositories += page.items
      view?.reloadRepositories(summary: summary)
    case .failure(let error):
      // The rows already loaded stay; only the failed page is reported.
      view?.showAlert(.searchFailed(error))
    }
  }
}

extension SearchPresenter: SearchPresenterInput {
  package var numberOfRepositories: Int { repositories.count }

  package func rowContent(at row: Int) -> RepositoryRowContent? {
    repositories.indices.contains(row) ? RepositoryRowContent(repositories[row]) : nil
  }

  package func searchTextDidChange(_ text: String) {
    typingPause?.cancel()
    if text.isEmpty { cancelSearch() }
    guard let query = try? SearchQuery(text), query.isLongEnoughToSearchAsYouType,
      query != self.query
    else { return }
    typingPause = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
      else { return }
      self?.search(query, selectingFirstRow: false)
    }
  }

  package func searchButtonClicked(query text: String) {
    do {
      search(try SearchQuery(text), selectingFirstRow: true)
    } catch {
      view?.showAlert(.invalidQuery(error))
    }
  }

  package func searchTextDidEndEditing() {
    typingPause?.cancel()
  }

  package func didSelectRow(at row: Int) {
    guard repositories.indices.contains(row) else { return }
    router?.showRepositoryDetail(for: repositories[row])
  }

  package func willDisplayRow(at row: Int) {
    guard row == repositories.count - 1 else { return }
    loadNextPage()
  }
}
