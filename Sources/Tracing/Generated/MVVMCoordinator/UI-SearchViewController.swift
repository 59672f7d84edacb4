// Generated from Sources/MVVMCoordinator/UI/SearchViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/UI/SearchViewController.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's view: forwards every event to its view model and sets its views from
/// the view model's state, whenever it changes.
///
/// Built by ``AppCoordinator``; owns its view model and its views. The view model never sees
/// it, and it never builds or shows another screen: a chosen row goes to the view model.
final class SearchViewController: ViewController {
  /// The results table's one section.
  private enum Section { case repositories }

  let viewModel: SearchViewModel
  private let searchView: SearchView
  private lazy var dataSource = TableViewDiffableDataSource<Section, Int>(
    tableView: searchView.tableView
  ) { [weak self] _, row, _ in self?.makeCell(at: row) }

  init(viewModel: SearchViewModel) { Trace.enter("MVVMCoordinator", "SearchViewController", "init(viewModel:)"); defer { Trace.exit() }
    self.viewModel = viewModel
    searchView = SearchView()
    super.init()
  }

  override func loadView() { Trace.enter("MVVMCoordinator", "SearchViewController", "loadView()"); defer { Trace.exit() }
    view = searchView
  }

  override func viewDidLoad() { Trace.enter("MVVMCoordinator", "SearchViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    searchView.searchBar.delegate = self
    searchView.tableView.delegate = self
    // Weak: this view owns the view model, which keeps the closure.
    viewModel.onChange = { [weak self] in self?.setNeedsUpdateProperties() }
  }

  // Sets every view from the view model's state; `onChange` asks for it to run again.
  override func updateProperties() { Trace.enter("MVVMCoordinator", "SearchViewController", "updateProperties()"); defer { Trace.exit() }
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
  }

  private func updateFocus() { Trace.enter("MVVMCoordinator", "SearchViewController", "updateFocus()"); defer { Trace.exit() }
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
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { Trace.enter("MVVMCoordinator", "SearchViewController", "searchBar(_:textDidChange:)"); defer { Trace.exit() }
    viewModel.searchTextDidChange(searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { Trace.enter("MVVMCoordinator", "SearchViewController", "searchBarSearchButtonClicked(_:)"); defer { Trace.exit() }
    viewModel.searchButtonClicked(query: searchBar.text)
  }

  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { Trace.enter("MVVMCoordinator", "SearchViewController", "searchBarTextDidBeginEditing(_:)"); defer { Trace.exit() }
    viewModel.searchTextDidBeginEditing()
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) { Trace.enter("MVVMCoordinator", "SearchViewController", "searchBarTextDidEndEditing(_:)"); defer { Trace.exit() }
    viewModel.searchTextDidEndEditing()
  }
}

extension SearchViewController {
  private func makeCell(at row: Int) -> TableViewCell? { Trace.enter("MVVMCoordinator", "SearchViewController", "makeCell(at:)"); defer { Trace.exit() }
    guard let content = viewModel.rowContent(at: row) else { return nil }
    let cell = RepositoryCell()
    cell.textLabel.text = content.title
    cell.accessoryText = content.stars
    cell.detailTextLabel.text = content.subtitle
    return cell
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) { Trace.enter("MVVMCoordinator", "SearchViewController", "tableView(_:didSelectRowAt:)"); defer { Trace.exit() }
    viewModel.didSelectRow(at: row)
  }

  func tableView(_ tableView: TableView, didHighlightRowAt row: Int) { Trace.enter("MVVMCoordinator", "SearchViewController", "tableView(_:didHighlightRowAt:)"); defer { Trace.exit() }
    viewModel.didHighlightRow(at: row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) { Trace.enter("MVVMCoordinator", "SearchViewController", "tableView(_:willDisplayRowAt:)"); defer { Trace.exit() }
    viewModel.willDisplayRow(at: row)
  }
}
