import ReduxPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's view: sends every event to its store as an action and, whenever the
/// store's state changes, reads it and sets its views from it.
///
/// Data flows one way: view → store → reducer → state → view. Built by ``Assembly``; owns its
/// store and its views. The store never sees it.
final class SearchViewController: ViewController {
  /// The results table's one section.
  private enum Section { case repositories }

  let store: Store<SearchState, SearchAction>
  private let assembly: Assembly
  private let searchView: SearchView
  private lazy var dataSource = TableViewDiffableDataSource<Section, Int>(
    tableView: searchView.tableView
  ) { [weak self] _, row, _ in self?.makeCell(at: row) }

  init(store: Store<SearchState, SearchAction>, assembly: Assembly) {
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
    if store.detail != nil {
      store.send(.detailClosed)
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
      presentAlert(alert) { [weak self] in self?.store.send(.alertDismissed) }
    }
    // The detail screen is pushed only from the top: a child state that appears while another
    // screen shows waits for this one to come back.
    if let detailStore = store.scope(state: \.detail, action: SearchAction.detail),
      navigationController?.topViewController === self
    {
      let detail = assembly.makeRepositoryDetailScreen(for: detailStore)
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
    store.send(.searchTextDidChange(searchText))
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
    store.send(.searchButtonClicked)
  }

  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
    store.send(.searchTextDidBeginEditing)
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
    store.send(.searchTextDidEndEditing)
  }
}

extension SearchViewController {
  private func makeCell(at row: Int) -> TableViewCell? {
    guard let repository = store.state.repository(at: row) else { return nil }
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
    store.send(.didSelectRow(at: row))
  }

  func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {
    store.send(.didHighlightRow(at: row))
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {
    store.send(.willDisplayRow(at: row))
  }
}
