/// A table view's data source fed with snapshots of identifiers, like
/// `UITableViewDiffableDataSource`.
///
/// Create it with the table and a cell provider; it becomes the table's ``TableView/dataSource``
/// (which the table holds weakly, so keep the data source). Then ``apply(_:)`` a
/// ``DiffableDataSourceSnapshot`` whenever the state you show may have changed — on every
/// render is fine. It compares each snapshot with the one before, identifier by identifier, and
/// the table keeps what stayed: a row that was on screen is not reported again to
/// ``TableViewDelegate/tableView(_:willDisplayRowAt:)`` (only rows that newly appear are), and
/// the selection and the scroll position stay with the selected item while it is still there.
/// Applying a snapshot equal to the current one changes nothing.
///
/// The table has no section headers: its rows are the items of every section, in order, and
/// rows are `Int` indexes, as everywhere in ``TableView``.
@MainActor
public final class TableViewDiffableDataSource<
  SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable
>: TableViewDataSource {
  /// Makes the cell for a row from its item; nil draws an empty row.
  public typealias CellProvider = @MainActor (TableView, Int, ItemIdentifier) -> TableViewCell?

  private weak var tableView: TableView?
  private let cellProvider: CellProvider
  private var currentSnapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>()

  /// Creates an empty data source for `tableView` and makes it the table's data source.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// Makes `snapshot` the table's rows, keeping on the table what stayed from the one before.
  public func apply(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>) {
    guard snapshot != currentSnapshot else { return }
    let oldItems = currentSnapshot.itemIdentifiers
    let newItems = snapshot.itemIdentifiers
    var previousRows: [Int?]
    if newItems.starts(with: oldItems) {
      // Rows added after the ones shown, as a next page is: every row keeps its index, and no
      // identifier needs hashing.
      previousRows = Array(oldItems.indices)
      previousRows += repeatElement(nil, count: newItems.count - oldItems.count)
    } else {
      // The n-th appearance of an identifier is the n-th appearance it had before.
      var oldRows: [ItemIdentifier: ArraySlice<Int>] = [:]
      for (row, item) in oldItems.enumerated() {
        oldRows[item, default: []].append(row)
      }
      previousRows = newItems.map { item in oldRows[item]?.popFirst() }
    }
    currentSnapshot = snapshot
    tableView?.reloadData(previousRows: previousRows)
  }

  /// A copy of the snapshot the table shows.
  public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier> {
    currentSnapshot
  }

  /// The item a row shows, or nil when the table has no such row.
  public func itemIdentifier(for row: Int) -> ItemIdentifier? {
    currentSnapshot.itemIdentifiers.indices.contains(row)
      ? currentSnapshot.itemIdentifiers[row] : nil
  }

  /// The row showing the first appearance of `itemIdentifier`, or nil when the table does not
  /// show it.
  public func row(for itemIdentifier: ItemIdentifier) -> Int? {
    currentSnapshot.indexOfItem(itemIdentifier)
  }

  /// The number of items in the snapshot applied last.
  public func numberOfRows(in tableView: TableView) -> Int {
    currentSnapshot.numberOfItems
  }

  /// The cell the cell provider makes for the row's item.
  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    guard let item = itemIdentifier(for: row) else { return TableViewCell() }
    return cellProvider(tableView, row, item) ?? TableViewCell()
  }
}
