/// Supplies a table view's rows, like `UITableViewDataSource`.
///
/// Rows are plain `Int` indexes. A table here has a single section, so UIKit's `IndexPath`
/// (section and row) would add ceremony and teach nothing.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of rows; asked again only by ``TableView/reloadData()`` (and by a
  /// ``TableViewDiffableDataSource`` applying a snapshot).
  func numberOfRows(in tableView: TableView) -> Int

  /// A configured cell for `row`; asked each time the row is laid out on screen.
  ///
  /// Return a new ``TableViewCell``: cells are cheap here, so there is no reuse queue.
  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}
