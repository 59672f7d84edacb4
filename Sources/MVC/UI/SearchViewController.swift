import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's controller, Apple-style: it asks the model, owns the results and the
/// paging state, validates the query, updates its views, and builds and pushes the detail
/// screen — everything the screen decides, in one class.
///
/// Built by ``Assembly`` with the model; its navigation controller owns it.
final class SearchViewController: ViewController {
  private let model: any RepositorySearchService
  private let urlOpener: any URLOpening
  private let searchView: SearchView
  private var repositories: [Repository] = []
  private var query: SearchQuery?
  private var lastPage: SearchPage?
  private var searchTask: Task<Void, Never>?
  private var loadMoreTask: Task<Void, Never>?
  // Incremented by every search, so that an answer to an older one is recognised and dropped.
  private var generation = 0

  init(model: any RepositorySearchService, urlOpener: any URLOpening) {
    self.model = model
    self.urlOpener = urlOpener
    searchView = SearchView()
    super.init()
  }

  override func loadView() {
    view = searchView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchView.searchBar.delegate = self
    searchView.tableView.dataSource = self
    searchView.tableView.delegate = self
    _ = searchView.searchBar.becomeFirstResponder()
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
    searchView.setLoadingMore(false)
    reloadRepositories()
    searchView.showLoading(query: query.text)
    searchTask = Task { [weak self, model] in
      let result = await model.loadPage(1, of: query)
      self?.didFinishSearch(result, generation: generation)
    }
  }

  private func didFinishSearch(_ result: Result<SearchPage, SearchError>, generation: Int) {
    guard generation == self.generation, result != .failure(.cancelled) else { return }
    searchTask = nil
    searchView.hideLoading()
    switch result {
    case .success(let page):
      lastPage = page
      repositories = page.items
      reloadRepositories()
      if let query, page.items.isEmpty {
        presentAlert(.noResults(for: query))
      } else {
        searchView.tableView.selectRow(0)
        _ = searchView.tableView.becomeFirstResponder()
      }
    case .failure(let error):
      presentAlert(.searchFailed(error))
    }
  }

  private func loadNextPage() {
    guard let query, let lastPage, lastPage.hasMorePages, searchTask == nil, loadMoreTask == nil
    else { return }
    let generation = generation
    searchView.setLoadingMore(true)
    loadMoreTask = Task { [weak self, model] in
      let result = await model.loadPage(lastPage.page + 1, of: query)
      self?.didFinishLoadingMore(result, generation: generation)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>, generation: Int) {
    guard generation == self.generation, result != .failure(.cancelled) else { return }
    loadMoreTask = nil
    searchView.setLoadingMore(false)
    switch result {
    case .success(let page):
      lastPage = page
      repositories += page.items
      reloadRepositories()
    case .failure(let error):
      // The rows already loaded stay; only the failed page is reported.
      presentAlert(.searchFailed(error))
    }
  }

  private func reloadRepositories() {
    searchView.tableView.reloadData()
    searchView.summaryLabel.text = summary
  }
}

extension SearchViewController: SearchBarDelegate {
  func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
    do {
      search(try SearchQuery(searchBar.text))
    } catch {
      presentAlert(.invalidQuery(error))
    }
  }
}

extension SearchViewController: TableViewDataSource {
  func numberOfRows(in tableView: TableView) -> Int {
    repositories.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    guard repositories.indices.contains(row) else { return TableViewCell() }
    return RepositoryCell(repository: repositories[row])
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    guard repositories.indices.contains(row) else { return }
    let detail = RepositoryDetailViewController(
      repository: repositories[row], urlOpener: urlOpener)
    navigationController?.pushViewController(detail)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {
    guard row == repositories.count - 1 else { return }
    loadNextPage()
  }
}
