/// Told what happens to a table view's rows, like `UITableViewDelegate`.
///
/// Both methods have empty default implementations: implement only the ones you need.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The person pressed Enter on `row`.
  func tableView(_ tableView: TableView, didSelectRowAt row: Int)

  /// `row` became the highlighted row with the focus on the table: a key moved the selection
  /// to it, or the table took the focus with it selected. Not called when the code selects a
  /// row.
  func tableView(_ tableView: TableView, didHighlightRowAt row: Int)

  /// `row` is about to be shown: the classic hook for loading the next page.
  ///
  /// Called during layout, just before the row is drawn, each time the row comes into view:
  /// for every visible row after ``TableView/reloadData()``, for the visible rows that a
  /// snapshot applied by a ``TableViewDiffableDataSource`` adds, and for the rows that
  /// scrolling or a larger table reveals. A row that stays on screen is not reported again.
  func tableView(_ tableView: TableView, willDisplayRowAt row: Int)
}

extension TableViewDelegate {
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {}
}
