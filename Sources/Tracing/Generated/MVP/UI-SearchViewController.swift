// Generated from Sources/MVP/UI/SearchViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVP/UI/SearchViewController.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The search screen's passive view: forwards every event to its presenter and shows what the
/// presenter tells it by setting its views' outlets, deciding nothing itself.
///
/// Built by ``Assembly``; owns its presenter and its views.
final class SearchViewController: ViewController {
  let presenter: any SearchPresenterInput
  private let assembly: Assembly
  private let searchView: SearchView

  init(presenter: any SearchPresenterInput, assembly: Assembly) { Trace.enter("MVP", "SearchViewController", "init(presenter:assembly:)"); defer { Trace.exit() }
    self.presenter = presenter
    self.assembly = assembly
    searchView = SearchView()
    super.init()
  }

  override func loadView() { Trace.enter("MVP", "SearchViewController", "loadView()"); defer { Trace.exit() }
    view = searchView
  }

  override func viewDidLoad() { Trace.enter("MVP", "SearchViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    searchView.searchBar.delegate = self
    searchView.tableView.dataSource = self
    searchView.tableView.delegate = self
    _ = searchView.searchBar.becomeFirstResponder()
  }
}

extension SearchViewController: SearchPresenterOutput {
  func showLoading(query: String) { Trace.enter("MVP", "SearchViewController", "showLoading(query:)"); defer { Trace.exit() }
    searchView.activityIndicator.text = SearchView.searchingText(for: query)
    searchView.activityIndicator.startAnimating()
    searchView.tableView.emptyText = nil
  }

  func hideLoading() { Trace.enter("MVP", "SearchViewController", "hideLoading()"); defer { Trace.exit() }
    searchView.activityIndicator.stopAnimating()
    searchView.activityIndicator.text = ""
    searchView.tableView.emptyText = SearchView.hint
  }

  func reloadRepositories(summary: String) { Trace.enter("MVP", "SearchViewController", "reloadRepositories(summary:)"); defer { Trace.exit() }
    searchView.tableView.reloadData()
    searchView.summaryLabel.text = summary
  }

  func selectFirstRepository() { Trace.enter("MVP", "SearchViewController", "selectFirstRepository()"); defer { Trace.exit() }
    searchView.tableView.selectRow(0)
    _ = searchView.tableView.becomeFirstResponder()
  }

  func setLoadingMore(_ isLoadingMore: Bool) { Trace.enter("MVP", "SearchViewController", "setLoadingMore(_:)"); defer { Trace.exit() }
    searchView.tableView.footerText = isLoadingMore ? SearchView.loadingMoreText : nil
  }

  func showAlert(_ alert: SearchAlert) { Trace.enter("MVP", "SearchViewController", "showAlert(_:)"); defer { Trace.exit() }
    presentAlert(alert)
  }

  func transitionToRepositoryDetail(for repository: Repository) { Trace.enter("MVP", "SearchViewController", "transitionToRepositoryDetail(for:)"); defer { Trace.exit() }
    let detail = assembly.makeRepositoryDetailScreen(for: repository)
    navigationController?.pushViewController(detail)
  }
}

extension SearchViewController: SearchBarDelegate {
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { Trace.enter("MVP", "SearchViewController", "searchBar(_:textDidChange:)"); defer { Trace.exit() }
    presenter.searchTextDidChange(searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { Trace.enter("MVP", "SearchViewController", "searchBarSearchButtonClicked(_:)"); defer { Trace.exit() }
    presenter.searchButtonClicked(query: searchBar.text)
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) { Trace.enter("MVP", "SearchViewController", "searchBarTextDidEndEditing(_:)"); defer { Trace.exit() }
    presenter.searchTextDidEndEditing()
  }
}

extension SearchViewController: TableViewDataSource {
  func numberOfRows(in tableView: TableView) -> Int { Trace.enter("MVP", "SearchViewController", "numberOfRows(in:)"); defer { Trace.exit() }
    return presenter.numberOfRepositories
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { Trace.enter("MVP", "SearchViewController", "tableView(_:cellForRowAt:)"); defer { Trace.exit() }
    guard let content = presenter.rowContent(at: row) else { return TableViewCell() }
    let cell = RepositoryCell()
    cell.textLabel.text = content.title
    cell.accessoryText = content.stars
    cell.detailTextLabel.text = content.subtitle
    return cell
  }
}

extension SearchViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) { Trace.enter("MVP", "SearchViewController", "tableView(_:didSelectRowAt:)"); defer { Trace.exit() }
    presenter.didSelectRow(at: row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) { Trace.enter("MVP", "SearchViewController", "tableView(_:willDisplayRowAt:)"); defer { Trace.exit() }
    presenter.willDisplayRow(at: row)
  }
}
