import FluxPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's view: sends every event to its action creator and, whenever its store's
/// state changes, reads it and sets its views from it.
///
/// Data flows one way: view → action creator → dispatcher → store → view. Built by
/// ``Assembly``; owns its action creator, its store and its views. Neither sees it.
final class SearchViewController: ViewController {
  /// The results table's one section.
  private enum Section { case repositories }

  let actionCreator: SearchActionCreator
  let store: SearchStore
  private let assembly: Assembly
  private let searchView: SearchView
  private lazy var dataSource = TableViewDiffableDataSource<Section, Int>(
    tableView: searchView.tableView
  ) { [weak self] _, row, _ in self?.makeCell(at: row) }

  init(actionCreator: SearchActionCreator, store: SearchStore, assembly: Assembly) {
    self.actionCreator = actionCreator
    self.store = store
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
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    if store.repositoryToShow != nil {
      actionCreator.detailClosed()
    }
  }

  // Sets every view from the store's state; a change to anything read here runs it again.
  override func updateProperties() {
    super.updateProperties()
    if store.isLoading, let query = store.query {
      searchView.activityIndicator.text = SearchView.searchingText(for: query.text)
      searchView.activityIndicator.startAnimating()
      searchView.tableView.emptyText = nil
    } else {
      searchView.activityIndicator.stopAnimating()
      searchView.activityIndicator.text = ""
      searchView.tableView.emptyText = SearchView.hint
    }
    searchView.tableView.footerText = store.isLoadingMore ? SearchView.loadingMoreText : nil
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.repositories])
    snapshot.appendItems(store.repositoryIDs)
    dataSource.apply(snapshot)
    searchView.summaryLabel.text = store.summary
    updateFocus()
    if let alert = store.alert {
      presentAlert(alert) { [weak self] in self?.actionCreator.alertDismissed() }
    }
    if let repository = store.repositoryToShow, navigationController?.topViewController === self {
      let detail = assembly.makeRepositoryDetailScreen(for: repository)
      navigationController?.pushViewController(detail)
    }
  }

  private func updateFocus() {
    switch store.focus {
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
    actionCreator.searchTextDidChange(
      searchText, searchedQuery: store.query, isLoading: store.isLoading)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
    actionCreator.searchButtonClicked(query: searchBar.text)
  }

  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
    actionCreator.searchTextDidBeginEditing()
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
    actionCreator.searchTextDidEndEditing()
  }
}

extension SearchViewController {
  private func makeCell(at row: Int) -> TableViewCell? {
    guard let repository = store.repository(at: row) else { return nil }
    let content = RepositoryRowContent(repository)
    let cell = RepositoryCell()
    cell.textLabel.text = content.title
    cell.accessoryText = content.stars
    cell.detailTextLabel.text = content.subtitle
    return cell
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    actionCreator.didSelectRow(at: row, in: store.repositories)
  }

  func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {
    actionCreator.didHighlightRow(at: row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {
    actionCreator.willDisplayRow(
      at: row, in: store.repositories, nextPage: store.nextPage, of: store.query)
  }
}
