import MVVMBindingPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's view: writes the person's intents to its view model and binds the
/// views to the view model's state in `updateProperties()`, keeping no state of its own.
///
/// Built by ``Assembly``; owns its view model and its views. The view model never refers back.
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
    _ = searchView.searchBar.becomeFirstResponder()
  }

  // Every view model property read here is observed: a change runs this again.
  override func updateProperties() {
    super.updateProperties()
    if viewModel.isLoading, let query = viewModel.query {
      searchView.activityIndicator.text = SearchView.searchingText(for: query.text)
      searchView.activityIndicator.startAnimating()
      searchView.tableView.emptyText = nil
    } else {
      searchView.activityIndicator.stopAnimating()
      searchView.activityIndicator.text = ""
      searchView.tableView.emptyText = SearchView.hint
    }
    searchView.tableView.footerText = viewModel.isLoadingMore ? SearchView.loadingMoreText : nil
    // Reloading re-reports the rows on screen, which would ask for a page again: only when
    // the rows changed. A new search always shows its empty list first, so a count tells.
    if searchView.tableView.numberOfRows != viewModel.repositories.count {
      searchView.tableView.reloadData()
    }
    searchView.summaryLabel.text = viewModel.summary
    if viewModel.shouldFocusFirstRow {
      searchView.tableView.selectRow(0)
      _ = searchView.tableView.becomeFirstResponder()
      viewModel.didFocusFirstRow()
    }
    if let alert = viewModel.alert {
      presentAlert(alert)
      viewModel.didPresentAlert()
    }
    if let repository = viewModel.repositoryToShow {
      navigationController?.pushViewController(
        assembly.makeRepositoryDetailScreen(for: repository))
      viewModel.didShowRepository()
    }
  }
}

extension SearchViewController: SearchBarDelegate {
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    viewModel.queryChanged(searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
    viewModel.searchButtonClicked()
  }
}

extension SearchViewController: TableViewDataSource {
  func numberOfRows(in tableView: TableView) -> Int {
    viewModel.repositories.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    guard viewModel.repositories.indices.contains(row) else { return TableViewCell() }
    return RepositoryCell(repository: viewModel.repositories[row])
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    viewModel.didSelectRow(at: row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {
    viewModel.loadMoreIfNeeded(at: row)
  }
}
