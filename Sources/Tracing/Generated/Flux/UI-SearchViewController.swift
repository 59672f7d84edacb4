// Generated from Sources/Flux/UI/SearchViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/UI/SearchViewController.swift", line: 1)
import Tracing; 
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

  init(actionCreator: SearchActionCreator, store: SearchStore, assembly: Assembly) { Trace.enter("Flux", "SearchViewController", "init(actionCreator:store:assembly:)"); defer { Trace.exit() }
    self.actionCreator = actionCreator
    self.store = store
    self.assembly = assembly
    searchView = SearchView()
    super.init()
  }

  override func loadView() { Trace.enter("Flux", "SearchViewController", "loadView()"); defer { Trace.exit() }
    view = searchView
  }

  override func viewDidLoad() { Trace.enter("Flux", "SearchViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    searchView.searchBar.delegate = self
    searchView.tableView.delegate = self
  }

  override func viewWillAppear() { Trace.enter("Flux", "SearchViewController", "viewWillAppear()"); defer { Trace.exit() }
    super.viewWillAppear()
    if store.repositoryToShow != nil {
      actionCreator.detailClosed()
    }
  }

  // Sets every view from the store's state; a change to anything read here runs it again.
  override func updateProperties() { Trace.enter("Flux", "SearchViewController", "updateProperties()"); defer { Trace.exit() }
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

  private func updateFocus() { Trace.enter("Flux", "SearchViewController", "updateFocus()"); defer { Trace.exit() }
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
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { Trace.enter("Flux", "SearchViewController", "searchBar(_:textDidChange:)"); defer { Trace.exit() }
    actionCreator.searchTextDidChange(
      searchText, searchedQuery: store.query, isLoading: store.isLoading)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { Trace.enter("Flux", "SearchViewController", "searchBarSearchButtonClicked(_:)"); defer { Trace.exit() }
    actionCreator.searchButtonClicked(query: searchBar.text)
  }

  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { Trace.enter("Flux", "SearchViewController", "searchBarTextDidBeginEditing(_:)"); defer { Trace.exit() }
    actionCreator.searchTextDidBeginEditing()
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) { Trace.enter("Flux", "SearchViewController", "searchBarTextDidEndEditing(_:)"); defer { Trace.exit() }
    actionCreator.searchTextDidEndEditing()
  }
}

extension SearchViewController {
  private func makeCell(at row: Int) -> TableViewCell? { Trace.enter("Flux", "SearchViewController", "makeCell(at:)"); defer { Trace.exit() }
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
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) { Trace.enter("Flux", "SearchViewController", "tableView(_:didSelectRowAt:)"); defer { Trace.exit() }
    actionCreator.didSelectRow(at: row, in: store.repositories)
  }

  func tableView(_ tableView: TableView, didHighlightRowAt row: Int) { Trace.enter("Flux", "SearchViewController", "tableView(_:didHighlightRowAt:)"); defer { Trace.exit() }
    actionCreator.didHighlightRow(at: row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) { Trace.enter("Flux", "SearchViewController", "tableView(_:willDisplayRowAt:)"); defer { Trace.exit() }
    actionCreator.willDisplayRow(
      at: row, in: store.repositories, nextPage: store.nextPage, of: store.query)
  }
}
