import TerminalUI

/// The search screen's views, laid out the same way for every architecture.
///
/// This is the kit's shared storyboard: subviews and outlets, no behaviour. The architectures
/// differ in who decides what the screen shows, not in how it looks, so they all build this
/// view and set its outlets themselves: MVC's controller directly, MVP's view when its
/// presenter tells it to, MVVM's views from their view model's state.
@MainActor
public final class SearchView: StackView {
  /// The search bar, focused at launch.
  public let searchBar = SearchBar(placeholder: "Search GitHub repositories", prompt: "Search: ")
  /// The loading indicator; its row stays in place so the layout does not jump.
  public let activityIndicator = ActivityIndicatorView()
  /// The results, two lines a row.
  public let tableView = TableView()
  /// The results line, such as `30 of 1,234`.
  public let summaryLabel = Label(style: Style(isDim: true))
  private let footerLabel = Label(
    text: "Enter search · ↑↓ move · Enter details · Esc clear/quit · Ctrl-C quit",
    style: Style(isDim: true))

  /// The empty table's text while no search runs.
  public static let hint =
    "Type a query and press Enter — try swift, language:rust or stars:>50000"

  /// The table's footer while the next page loads (S9).
  public static let loadingMoreText = "Loading more…"

  /// The spinner's text while `query` is searched (S4).
  public static func searchingText(for query: String) -> String {
    "Searching “\(query)”…"
  }

  /// Creates the screen, empty, with the hint in the results area.
  public init() {
    super.init(axis: .vertical)
    activityIndicator.hidesWhenStopped = false
    tableView.rowHeight = 2
    tableView.emptyText = Self.hint
    tableView.isFlexible = true
    for view in [searchBar, activityIndicator, tableView, summaryLabel, footerLabel] {
      addArrangedSubview(view)
    }
  }
}
