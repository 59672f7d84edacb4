import RepositorySearch

/// The search screen's presenter: owns the results and paging state, validates the query, asks
/// the model, and tells its passive view exactly what to show.
///
/// ``Router`` creates it with the model and itself; the view controller owns it, and it reaches
/// back to the view and to the router only through weak, optional references.
@MainActor
package final class SearchPresenter {
  /// The view this presenter drives; weak because the view owns the presenter.
  package weak var view: (any SearchPresenterOutput)?

  private let model: any RepositorySearchService
  private weak let router: (any SearchRouting)?
  private var repositories: [Repository] = []
  private var query: SearchQuery?
  private var lastPage: SearchPage?
  private var searchTask: Task<Void, Never>?
  private var loadMoreTask: Task<Void, Never>?
  // Incremented by every search, so that an answer to an older one is recognised and dropped.
  private var generation = 0

  /// Creates a presenter that searches through `model` and navigates through `router`.
  package init(model: any RepositorySearchService, router: any SearchRouting) {
    self.model = model
    self.router = router
  }

  private var summary: String {
    guard let lastPage, !repositories.isEmpty else { return "" }
    return CountFormat.resultSummary(loaded: repositories.count, total: lastPage.totalCount)
  }

  private func search(_ query: SearchQuery) {
    searchTask?.cancel()
    loadMoreTask?.cancel()
    loadMoreTask = nil
    generation += 1
    let generation = generation
    self.query = query
    repositories = []
    lastPage = nil
    view?.setLoadingMore(false)
    view?.reloadRepositories(summary: summary)
    view?.showLoading(query: query.text)
    searchTask = Task { [weak self, model] in
      let result = await model.loadPage(1, of: query)
      self?.didFinishSearch(result, generation: generation)
    }
  }

  private func didFinishSearch(_ result: Result<SearchPage, SearchError>, generation: Int) {
    guard generation == self.generation, result != .failure(.cancelled) else { return }
    searchTask = nil
    view?.hideLoading()
    switch result {
    case .success(let page):
      lastPage = page
      repositories = page.items
      view?.reloadRepositories(summary: summary)
      if let query, page.items.isEmpty {
        view?.showAlert(.noResults(for: query))
      } else {
        view?.selectFirstRepository()
      }
    case .failure(let error):
      view?.showAlert(.searchFailed(error))
    }
  }

  private func loadNextPage() {
    guard let query, let lastPage, lastPage.hasMorePages, searchTask == nil, loadMoreTask == nil
    else { return }
    let generation = generation
    view?.setLoadingMore(true)
    loadMoreTask = Task { [weak self, model] in
      let result = await model.loadPage(lastPage.page + 1, of: query)
      self?.didFinishLoadingMore(result, generation: generation)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>, generation: Int) {
    guard generation == self.generation, result != .failure(.cancelled) else { return }
    loadMoreTask = nil
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

  package func repository(forRow row: Int) -> Repository? {
    repositories.indices.contains(row) ? repositories[row] : nil
  }

  package func searchButtonClicked(query text: String) {
    do {
      search(try SearchQuery(text))
    } catch {
      view?.showAlert(.invalidQuery(error))
    }
  }

  package func didSelectRow(at row: Int) {
    guard let repository = repository(forRow: row) else { return }
    router?.showRepositoryDetail(for: repository)
  }

  package func willDisplayRow(at row: Int) {
    guard row == repositories.count - 1 else { return }
    loadNextPage()
  }
}
