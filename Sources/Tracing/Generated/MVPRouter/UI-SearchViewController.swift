// Generated from Sources/MVPRouter/UI/SearchViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVPRouter/UI/SearchViewController.swift", line: 1)
import Tracing; 
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

  init(presenter: any SearchPresenterInput) { Trace.enter("MVPRouter", "SearchViewController", "init(presenter:)"); defer { Trace.exit() }
    self.presenter = presenter
    searchView = SearchView()
    super.init()
  }

  override func loadView() { Trace.enter("MVPRouter", "SearchViewController", "loadView()"); defer { Trace.exit() }
    view = searchView
  }

  override func viewDidLoad() { Trace.enter("MVPRouter", "SearchViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    searchView.searchBar.delegate = self
    searchView.tableView.dataSource = self
    searchView.tableView.delegate = self
    _ = searchView.searchBar.becomeFirstResponder()
  }
}

extension SearchViewController: SearchPresenterOutput {
  func showLoading(query: String) { Trace.enter("MVPRouter", "SearchViewController", "showLoading(query:)"); defer { Trace.exit() }
    searchView.activityIndicator.text = SearchView.searchingText(for: query)
    searchView.activityIndicator.startAnimating()
    searchView.tableView.emptyText = nil
  }

  func hideLoading() { Trace.enter("MVPRouter", "SearchViewController", "hideLoading()"); defer { Trace.exit() }
    searchView.activityIndicator.stopAnimating()
    searchView.activityIndicator.text = ""
    searchView.tableView.emptyText = SearchView.hint
  }

  func reloadRepositories(summary: String) { Trace.enter("MVPRouter", "SearchViewController", "reloadRepositories(summary:)"); defer { Trace.exit() }
    searchView.tableView.reloadData()
    searchView.summaryLabel.text = summary
  }

  func selectFirstRepository() { Trace.enter("MVPRouter", "SearchViewController", "selectFirstRepository()"); defer { Trace.exit() }
    searchView.tableView.selectRow(0)
    _ = searchView.tableView.becomeFirstResponder()
  }

  func setLoadingMore(_ isLoadingMore: Bool) { Trace.enter("MVPRouter", "SearchViewController", "setLoadingMore(_:)"); defer { Trace.exit() }
    searchView.tableView.footerText = isLoadingMore ? SearchView.loadingMoreText : nil
  }

  func showAlert(_ alert: SearchAlert) { Trace.enter("MVPRouter", "SearchViewController", "showAlert(_:)"); defer { Trace.exit() }
    presentAlert(alert)
  }
}

extension SearchViewController: SearchBarDelegate {
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { Trace.enter("MVPRouter", "SearchViewController", "searchBar(_:textDidChange:)"); defer { Trace.exit() }
    presenter.searchTextDidChange(searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { Trace.enter("MVPRouter", "SearchViewController", "searchBarSearchButtonClicked(_:)"); defer { Trace.exit() }
    presenter.searchButtonClicked(query: searchBar.text)
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) { Trace.enter("MVPRouter", "SearchViewController", "searchBarTextDidEndEditing(_:)"); defer { Trace.exit() }
    presenter.searchTextDidEndEditing()
  }
}

extension SearchViewController: TableViewDataSource {
  func numberOfRows(in tableView: TableView) -> Int { Trace.enter("MVPRouter", "SearchViewController", "numberOfRows(in:)"); defer { Trace.exit() }
    return presenter.numberOfRepositories
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { Trace.enter("MVPRouter", "SearchViewController", "tableView(_:cellForRowAt:)"); defer { Trace.exit() }
    guard let content = presenter.rowContent(at: row) else { return TableViewCell() }
    let cell = RepositoryCell()
    cell.textLabel.text = content.title
    cell.accessoryText = content.stars
    cell.detailTextLabel.text = content.subtitle
    return cell
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) { Trace.enter("MVPRouter", "SearchViewController", "tableView(_:didSelectRowAt:)"); defer { Trace.exit() }
    presenter.didSelectRow(at: row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) { Trace.enter("MVPRouter", "SearchViewController", "tableView(_:willDisplayRowAt:)"); defer { Trace.exit() }
    presenter.willDisplayRow(at: row)
  }
}
