// Generated from Sources/MVC/UI/SearchViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVC/UI/SearchViewController.swift", line: 1)
import Tracing; import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's controller, Apple-style: it asks the model, owns the results and the
/// paging state, validates the query, waits out typing pauses, updates its views, and builds
/// and pushes the detail screen — everything the screen decides, in one class.
///
/// Built by ``Assembly`` with the model's service; its navigation controller owns it. It sets
/// its views' outlets itself, as a storyboard's controller does.
final class SearchViewController: ViewController {
  private let service: any RepositorySearchService
  private let urlOpener: any URLOpening
  private let clock: any Clock<Duration>
  private let searchView = SearchView()
  private var repositories: [Repository] = []
  private var query: SearchQuery?
  private var lastPage: SearchPage?
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?
  // The pause before searching what is being typed (S13).
  private var typingPause: Task<Void, Never>?

  init(
    service: any RepositorySearchService, urlOpener: any URLOpening, clock: any Clock<Duration>
  ) { Trace.enter("MVC", "SearchViewController", "init(service:urlOpener:clock:)"); defer { Trace.exit() }
    self.service = service
    self.urlOpener = urlOpener
    self.clock = clock
    super.init()
  }

  override func loadView() { Trace.enter("MVC", "SearchViewController", "loadView()"); defer { Trace.exit() }
    view = searchView
  }

  override func viewDidLoad() { Trace.enter("MVC", "SearchViewController", "viewDidLoad()"); defer { Trace.exit() }
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

  private func search(_ query: SearchQuery, selectingFirstRow: Bool) { Trace.enter("MVC", "SearchViewController", "search(_:selectingFirstRow:)"); defer { Trace.exit() }
    typingPause?.cancel()
    task?.cancel()
    self.query = query
    repositories = []
    lastPage = nil
    searchView.tableView.footerText = nil
    reloadRepositories()
    searchView.activityIndicator.text = SearchView.searchingText(for: query.text)
    searchView.activityIndicator.startAnimating()
    searchView.tableView.emptyText = nil
    task = Task { [weak self, service] in Trace.resume("MVC", "SearchViewController", "search(_:selectingFirstRow:)"); defer { Trace.exit() }
      let result = await service.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(result, selectingFirstRow: selectingFirstRow)
    }
  }

  private func didFinishSearch(
    _ result: Result<SearchPage, SearchError>, selectingFirstRow: Bool
  ) { Trace.enter("MVC", "SearchViewController", "didFinishSearch(_:selectingFirstRow:)"); defer { Trace.exit() }
    task = nil
    searchView.activityIndicator.stopAnimating()
    searchView.activityIndicator.text = ""
    searchView.tableView.emptyText = SearchView.hint
    switch result {
    case .success(let page):
      lastPage = page
      repositories = page.items
      reloadRepositories()
      if let query, page.items.isEmpty {
        presentAlert(.noResults(for: query))
      } else if selectingFirstRow {
        searchView.tableView.selectRow(0)
        _ = searchView.tableView.becomeFirstResponder()
      }
    case .failure(let error):
      presentAlert(.searchFailed(error))
    }
  }

  private func loadNextPage() { Trace.enter("MVC", "SearchViewController", "loadNextPage()"); defer { Trace.exit() }
    guard let query, let lastPage, lastPage.hasMorePages, task == nil else { return }
    searchView.tableView.footerText = SearchView.loadingMoreText
    task = Task { [weak self, service] in Trace.resume("MVC", "SearchViewController", "loadNextPage()"); defer { Trace.exit() }
      let result = await service.loadPage(lastPage.page + 1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) { Trace.enter("MVC", "SearchViewController", "didFinishLoadingMore(_:)"); defer { Trace.exit() }
    task = nil
    searchView.tableView.footerText = nil
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

  // Clearing the query cancels its search in flight: no results arrive under an empty search
  // bar (S12). A page in flight belongs to the rows already on screen, and still comes.
  private func cancelSearch() { Trace.enter("MVC", "SearchViewController", "cancelSearch()"); defer { Trace.exit() }
    guard let task, lastPage == nil else { return }
    task.cancel()
    self.task = nil
    query = nil
    searchView.activityIndicator.stopAnimating()
    searchView.activityIndicator.text = ""
    searchView.tableView.emptyText = SearchView.hint
  }

  private func reloadRepositories() { Trace.enter("MVC", "SearchViewController", "reloadRepositories()"); defer { Trace.exit() }
    searchView.tableView.reloadData()
    searchView.summaryLabel.text = summary
  }
}

extension SearchViewController: SearchBarDelegate {
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { Trace.enter("MVC", "SearchViewController", "searchBar(_:textDidChange:)"); defer { Trace.exit() }
    typingPause?.cancel()
    if searchText.isEmpty { cancelSearch() }
    guard let query = try? SearchQuery(searchText), query.isLongEnoughToSearchAsYouType,
      query != self.query
    else { return }
    typingPause = Task { [weak self, clock] in Trace.resume("MVC", "SearchViewController", "searchBar(_:textDidChange:)"); defer { Trace.exit() }
      guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
      else { return }
      self?.search(query, selectingFirstRow: false)
    }
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { Trace.enter("MVC", "SearchViewController", "searchBarSearchButtonClicked(_:)"); defer { Trace.exit() }
    do {
      search(try SearchQuery(searchBar.text), selectingFirstRow: true)
    } catch {
      presentAlert(.invalidQuery(error))
    }
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) { Trace.enter("MVC", "SearchViewController", "searchBarTextDidEndEditing(_:)"); defer { Trace.exit() }
    // The pause belongs to the search bar: once the focus leaves it, nothing typed is searched.
    typingPause?.cancel()
  }
}

extension SearchViewController: TableViewDataSource {
  func numberOfRows(in tableView: TableView) -> Int { Trace.enter("MVC", "SearchViewController", "numberOfRows(in:)"); defer { Trace.exit() }
    return repositories.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { Trace.enter("MVC", "SearchViewController", "tableView(_:cellForRowAt:)"); defer { Trace.exit() }
    guard repositories.indices.contains(row) else { return TableViewCell() }
    let content = RepositoryRowContent(repositories[row])
    let cell = RepositoryCell()
    cell.textLabel.text = content.title
    cell.accessoryText = content.stars
    cell.detailTextLabel.text = content.subtitle
    return cell
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) { Trace.enter("MVC", "SearchViewController", "tableView(_:didSelectRowAt:)"); defer { Trace.exit() }
    guard repositories.indices.contains(row) else { return }
    let detail = RepositoryDetailViewController(
      repository: repositories[row], urlOpener: urlOpener)
    navigationController?.pushViewController(detail)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) { Trace.enter("MVC", "SearchViewController", "tableView(_:willDisplayRowAt:)"); defer { Trace.exit() }
    guard row == repositories.count - 1 else { return }
    loadNextPage()
  }
}
