import MVPRouterPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's passive view: forwards every event to its presenter and shows what the
/// presenter tells it by setting its views' outlets, deciding nothing itself.
///
/// Built by ``Router``; owns its presenter and its views.
final class SearchViewController: ViewController {
  let presenter: any SearchPresenterInput
  private let searchView: SearchView

  init(presenter: any SearchPresenterInput) {
    self.presenter = presenter
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
}

extension SearchViewController: SearchPresenterOutput {
  func showLoading(query: String) {
    searchView.activityIndicator.text = SearchView.searchingText(for: query)
    searchView.activityIndicator.startAnimating()
    searchView.tableView.emptyText = nil
  }

  func hideLoading() {
    searchView.activityIndicator.stopAnimating()
    searchView.activityIndicator.text = ""
    searchView.tableView.emptyText = SearchView.hint
  }

  func reloadRepositories(summary: String) {
    searchView.tableView.reloadData()
    searchView.summaryLabel.text = summary
  }

  func selectFirstRepository() {
    searchView.tableView.selectRow(0)
    _ = searchView.tableView.becomeFirstResponder()
  }

  func setLoadingMore(_ isLoadingMore: Bool) {
    searchView.tableView.footerText = isLoadingMore ? SearchView.loadingMoreText : nil
  }

  func showAlert(_ alert: SearchAlert) {
    presentAlert(alert)
  }
}

extension SearchViewController: SearchBarDelegate {
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    presenter.searchTextDidChange(searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
    presenter.searchButtonClicked(query: searchBar.text)
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
    presenter.searchTextDidEndEditing()
  }
}

extension SearchViewController: TableViewDataSource {
  func numberOfRows(in tableView: TableView) -> Int {
    presenter.numberOfRepositories
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    guard let content = presenter.rowContent(at: row) else { return TableViewCell() }
    let cell = RepositoryCell()
    cell.textLabel.text = content.title
    cell.accessoryText = content.stars
    cell.detailTextLabel.text = content.subtitle
    return cell
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    presenter.didSelectRow(at: row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {
    presenter.willDisplayRow(at: row)
  }
}
