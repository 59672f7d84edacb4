import MVVMEntityPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's view: forwards every event to its view model and sets its views from
/// the view model's state, whenever it changes.
///
/// Built by ``Assembly``; owns its view model and its views. The view model never sees it.
final class SearchViewController: ViewController {
  /// The results table's one section.
  private enum Section { case repositories }

  let viewModel: SearchViewModel
  private let assembly: Assembly
  private let searchView: SearchView
  private lazy var dataSource = TableViewDiffableDataSource<Section, Int>(
    tableView: searchView.tableView
  ) { [weak self] _, row, _ in self?.makeCell(at: row) }

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
    searchView.tableView.delegate = self
    // Weak: this view owns the view model, which keeps the closure.
    viewModel.onChange = { [weak self] in self?.setNeedsUpdateProperties() }
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    if viewModel.detailToShow != nil {
      viewModel.detailClosed()
    }
  }

  // Sets every view from the view model's state; `onChange` asks for it to run again.
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
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.repositories])
    snapshot.appendItems(viewModel.repositoryIDs)
    dataSource.apply(snapshot)
    searchView.summaryLabel.text = viewModel.summary
    updateFocus()
    if let alert = viewModel.alert {
      presentAlert(alert) { [weak self] in self?.viewModel.alertDismissed() }
    }
    if let detailToShow = viewModel.detailToShow, navigationController?.topViewController === self {
      let detail = assembly.makeRepositoryDetailScreen(for: detailToShow)
      navigationController?.pushViewController(detail)
    }
  }

  private func updateFocus() {
    switch viewModel.focus {
    case .searchBar:
      _ = searchView.searchBar.becomeFirstResponder()
    case .row(let row):
      if searchView.tableView.selectedRow != row { searchView.tableView.selectRow(row) }
      _ = searchView.tableView.becomeFirstResponder()
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

  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
    viewModel.searchTextDidBeginEditing()
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
    viewModel.searchTextDidEndEditing()
  }
}

extension SearchViewController {
  private func makeCell(at row: Int) -> TableViewCell? {
    guard let content = viewModel.rowContent(at: row) else { return nil }
    let cell = RepositoryCell()
    cell.textLabel.text = content.title
    cell.accessoryText = content.stars
    cell.detailTextLabel.text = content.subtitle
    return cell
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    viewModel.didSelectRow(at: row)
  }

  func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {
    viewModel.didHighlightRow(at: row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {
    viewModel.willDisplayRow(at: row)
  }
}
