import MVVMEntityPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's view: forwards every event to its view model and, when the view model
/// announces a change, reads the view model's state and shows it.
///
/// Built by ``Assembly``; owns its view model and its views. The view model never sees it.
final class SearchViewController: ViewController {
  let viewModel: SearchViewModel
  private let assembly: Assembly
  private let searchView: SearchView

  init(viewModel: SearchViewModel, assembly: Assembly) {
    self.viewModel = viewModel
    self.assembly = assembly
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
    // Weak: this view owns the view model, which keeps the closure.
    viewModel.onChange = { [weak self] change in self?.show(change) }
    _ = searchView.searchBar.becomeFirstResponder()
  }

  private func show(_ change: SearchViewModel.Change) {
    switch change {
    case .searching:
      if let query = viewModel.searchingQuery {
        searchView.activityIndicator.text = SearchView.searchingText(for: query)
        searchView.activityIndicator.startAnimating()
        searchView.tableView.emptyText = nil
      } else {
        searchView.activityIndicator.stopAnimating()
        searchView.activityIndicator.text = ""
        searchView.tableView.emptyText = SearchView.hint
      }
    case .repositories:
      searchView.tableView.reloadData()
      searchView.summaryLabel.text = viewModel.summary
    case .loadingMore:
      searchView.tableView.footerText =
        viewModel.isLoadingMore ? SearchView.loadingMoreText : nil
    case .selectFirstRepository:
      searchView.tableView.selectRow(0)
      _ = searchView.tableView.becomeFirstResponder()
    case .alert(let alert):
      presentAlert(alert)
    case .repositoryDetail(let repository):
      let detail = assembly.makeRepositoryDetailScreen(for: repository)
      navigationController?.pushViewController(detail)
    }
  }
}

extension SearchViewController: SearchBarDelegate {
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    viewModel.searchTextDidChange(searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
    viewModel.searchButtonClicked(query: searchBar.text)
  }
}

extension SearchViewController: TableViewDataSource {
  func numberOfRows(in tableView: TableView) -> Int {
    viewModel.numberOfRepositories
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    guard let repository = viewModel.repository(at: row) else { return TableViewCell() }
    return RepositoryCell(repository: repository)
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    viewModel.didSelectRow(at: row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {
    viewModel.willDisplayRow(at: row)
  }
}
