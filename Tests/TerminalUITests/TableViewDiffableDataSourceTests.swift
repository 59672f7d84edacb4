import Testing

@testable import TerminalUI

@MainActor
@Suite struct TableViewDiffableDataSourceTests {
  private enum Section { case only }

  /// A table of one section fed by a diffable data source, and its delegate's record.
  @MainActor
  private final class Screen: TableViewDelegate {
    let tableView = TableView()
    var height = 5
    private(set) var displayedRows: [Int] = []
    private(set) var cellRequests: [(row: Int, item: Int)] = []
    private(set) lazy var dataSource = TableViewDiffableDataSource<Section, Int>(
      tableView: tableView
    ) { [unowned self] _, row, item in
      cellRequests.append((row, item))
      guard item >= 0 else { return nil }
      let cell = TableViewCell()
      cell.textLabel.text = "item \(item)"
      return cell
    }

    init() {
      tableView.delegate = self
      _ = dataSource
    }

    func apply(_ items: [Int]) {
      var snapshot = DiffableDataSourceSnapshot<Section, Int>()
      snapshot.appendSections([.only])
      snapshot.appendItems(items)
      dataSource.apply(snapshot)
    }

    @discardableResult
    func layOut() -> Canvas {
      tableView.snapshot(size: Size(width: 12, height: height))
    }

    func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {
      displayedRows.append(row)
    }

    func clearRecords() {
      displayedRows = []
      cellRequests = []
    }
  }

  @Test func becomesTheTablesDataSourceAndMakesEachVisibleRowsCellFromItsItem() {
    let screen = Screen()
    screen.height = 2
    #expect(screen.tableView.dataSource === screen.dataSource)
    screen.apply([10, 20, 30])
    #expect(screen.tableView.numberOfRows == 3)
    #expect(screen.layOut().lines == [" item 10", " item 20"])
    #expect(screen.cellRequests.map(\.row) == [0, 1])
    #expect(screen.cellRequests.map(\.item) == [10, 20])
  }

  @Test func aRowWithoutACellIsEmpty() {
    let screen = Screen()
    screen.apply([1, -1, 3])
    #expect(screen.layOut().lines.prefix(3) == [" item 1", "", " item 3"])
  }

  @Test func answersForTheSnapshotAppliedLast() {
    let screen = Screen()
    screen.apply([7, 8, 8])
    #expect(screen.dataSource.itemIdentifier(for: 1) == 8)
    #expect(screen.dataSource.itemIdentifier(for: 3) == nil)
    #expect(screen.dataSource.row(for: 8) == 1)
    #expect(screen.dataSource.row(for: 9) == nil)
    #expect(screen.dataSource.snapshot().itemIdentifiers == [7, 8, 8])
  }

  @Test func reportsOnlyTheRowsThatNewlyAppear() {
    let screen = Screen()
    screen.apply([1, 2, 3])
    screen.layOut()
    #expect(screen.displayedRows == [0, 1, 2])
    screen.apply([1, 2, 3, 4, 5, 6])
    screen.layOut()
    #expect(screen.displayedRows == [0, 1, 2, 3, 4], "the rows that came into view")
    screen.apply([1, 2, 3, 4, 5, 6])
    screen.layOut()
    #expect(screen.displayedRows == [0, 1, 2, 3, 4], "the same rows again report nothing")
    screen.apply([0, 1, 2])
    screen.layOut()
    #expect(screen.displayedRows == [0, 1, 2, 3, 4, 0], "only the row that is new")
    screen.apply([9])
    screen.layOut()
    #expect(screen.displayedRows == [0, 1, 2, 3, 4, 0, 0])
  }

  @Test func anItemThatAppearsTwiceIsMatchedInOrder() {
    let screen = Screen()
    screen.apply([1, 2, 2])
    screen.layOut()
    screen.clearRecords()
    screen.apply([2, 1, 2, 2])
    screen.layOut()
    #expect(screen.displayedRows == [3], "the third 2 is the one row that is new")
  }

  @Test func rowsAppendedAfterTheShownOnesAreNewEvenWhenTheyRepeatAnItem() {
    let screen = Screen()
    screen.apply([1, 2])
    screen.tableView.selectRow(1)
    screen.layOut()
    screen.clearRecords()
    screen.apply([1, 2, 2, 1])
    screen.layOut()
    #expect(screen.displayedRows == [2, 3], "a page that repeats an item still brings new rows")
    #expect(screen.cellRequests.map(\.item) == [1, 2, 2, 1])
    #expect(screen.tableView.selectedRow == 1)
  }

  @Test func theSelectionAndTheScrollStayWithTheSelectedItem() {
    let screen = Screen()
    screen.apply(Array(100..<120))
    screen.tableView.selectRow(10)
    screen.layOut()
    #expect(screen.tableView.visibleRows == 6..<11)
    screen.apply(Array(97..<120))
    screen.layOut()
    #expect(screen.tableView.selectedRow == 13)
    #expect(screen.tableView.visibleRows == 9..<14, "item 110 stays on the same line")
    #expect(screen.dataSource.itemIdentifier(for: 13) == 110)
  }

  @Test func aSelectedItemThatGoesAwayLeavesTheSelectionAsAReloadDoes() {
    let screen = Screen()
    screen.apply(Array(0..<10))
    screen.tableView.selectRow(4)
    screen.layOut()
    screen.apply([0, 1, 2, 3, 5, 6])
    #expect(screen.tableView.selectedRow == 4)
    screen.apply([20, 21])
    #expect(screen.tableView.selectedRow == 1)
    screen.apply([])
    #expect(screen.tableView.selectedRow == nil)
  }

  @Test func aKeyOnTheLastRowStillReportsItAgainWhenARenderComesFirst() {
    let screen = Screen()
    screen.apply([1, 2, 3])
    screen.layOut()
    screen.clearRecords()
    _ = screen.tableView.keyPressed(KeyEvent(.end))
    screen.apply([1, 2, 3])
    screen.layOut()
    #expect(screen.displayedRows == [2])
  }

  /// The handshake the views no longer need: a view applies its rows on every render, and a
  /// render that changes no row (loading more shows, an alert, a focus move) reports nothing, so
  /// the last row asks for its page once.
  @Test func asksForAPageOnceWhenNewRowsArriveWhileTheLastRowIsOnScreen() {
    let screen = Screen()
    var rows = [1, 2, 3]
    func render() {
      screen.apply(rows)
      screen.layOut()
    }
    func pagesAskedFor() -> [Int] {
      screen.displayedRows.filter { $0 == rows.count - 1 }
    }
    render()
    #expect(pagesAskedFor() == [2])
    render()
    rows += [4, 5]
    render()
    render()
    #expect(pagesAskedFor() == [4], "the new last row, once")
    #expect(screen.displayedRows == [0, 1, 2, 3, 4])
  }

  @Test func theTableDoesNotKeepItsDataSourceAlive() {
    let tableView = TableView()
    weak var released: TableViewDiffableDataSource<Section, Int>?
    do {
      let dataSource = TableViewDiffableDataSource<Section, Int>(tableView: tableView) { _, _, _ in
        nil
      }
      released = dataSource
    }
    #expect(released == nil)
    #expect(tableView.numberOfRows == 0)
  }
}
