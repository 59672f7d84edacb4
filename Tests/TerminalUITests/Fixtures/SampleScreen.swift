import TerminalUI

/// A small screen in the shape the architectures build.
///
/// A title, a search bar, a spinner, a table of results and a status line; it records what its
/// views report.
@MainActor
final class SampleScreen: ViewController, SearchBarDelegate {
  let titleLabel = Label(text: "Sample", style: Style(isBold: true))
  let searchBar = SearchBar(placeholder: "type a query")
  let tableView = TableView()
  let statusLabel = Label()
  let activityIndicator = ActivityIndicatorView()
  let rows: Rows
  private(set) var submittedQueries: [String] = []
  private(set) var changedTexts: [String] = []
  private(set) var receivedKeys: [Key] = []

  init(rows: Rows = Rows(count: 0)) {
    self.rows = rows
    super.init()
    title = "Sample"
  }

  override func loadView() {
    view = StackView(
      axis: .vertical,
      arrangedSubviews: [titleLabel, searchBar, activityIndicator, tableView, statusLabel])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar.delegate = self
    tableView.dataSource = rows
    tableView.delegate = rows
    tableView.emptyText = "No results yet"
  }

  override func keyPressed(_ event: KeyEvent) -> Bool {
    receivedKeys.append(event.key)
    return false
  }

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    changedTexts.append(searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
    submittedQueries.append(searchBar.text)
  }

  /// Replaces the rows and shows them, as a controller does when results arrive.
  func show(_ titles: [String]) {
    rows.titles = titles
    tableView.reloadData()
    statusLabel.text = "\(titles.count) rows"
  }
}
