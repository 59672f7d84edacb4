import Testing

@testable import TerminalUI

@MainActor
@Suite struct TableViewDelegateTests {
  private final class SelectOnly: TableViewDelegate {
    var selected: [Int] = []

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
      selected.append(row)
    }
  }

  @Test func reportsEveryVisibleRowAgainAfterAReload() {
    let tableView = TableView()
    let rows = Rows(count: 30)
    tableView.dataSource = rows
    tableView.delegate = rows
    _ = tableView.snapshot(size: Size(width: 10, height: 4))
    #expect(rows.displayedRows == [0, 1, 2, 3])

    _ = tableView.snapshot(size: Size(width: 10, height: 4))
    #expect(rows.displayedRows == [0, 1, 2, 3])

    tableView.reloadData()
    _ = tableView.snapshot(size: Size(width: 10, height: 4))
    #expect(rows.displayedRows == [0, 1, 2, 3, 0, 1, 2, 3])
  }

  @Test func reportsTheRowsAGrowingTableReveals() {
    let tableView = TableView()
    let rows = Rows(count: 30)
    tableView.dataSource = rows
    tableView.delegate = rows
    _ = tableView.snapshot(size: Size(width: 10, height: 2))
    _ = tableView.snapshot(size: Size(width: 10, height: 4))
    #expect(rows.displayedRows == [0, 1, 2, 3])
  }

  @Test func reportsTheRowAKeyMovesTheSelectionToAndNoOther() {
    let tableView = TableView()
    let rows = Rows(count: 30)
    tableView.dataSource = rows
    tableView.delegate = rows
    _ = tableView.snapshot(size: Size(width: 10, height: 4))
    tableView.selectRow(2)
    #expect(rows.highlightedRows.isEmpty, "the code selecting a row is not reported")
    #expect(tableView.keyPressed(KeyEvent(.down)))
    #expect(tableView.keyPressed(KeyEvent(.up)))
    #expect(tableView.keyPressed(KeyEvent(.end)))
    #expect(tableView.keyPressed(KeyEvent(.down)), "pressing against the last row")
    #expect(tableView.keyPressed(KeyEvent(.home)))
    #expect(!tableView.keyPressed(KeyEvent(.up)), "Up on the first row leaves the table")
    #expect(rows.highlightedRows == [3, 2, 29, 0], "a key that moves nothing reports nothing")
  }

  @Test func aDelegateImplementsOnlyWhatItNeeds() {
    let tableView = TableView()
    let rows = Rows(count: 3)
    let delegate = SelectOnly()
    tableView.dataSource = rows
    tableView.delegate = delegate
    _ = tableView.snapshot(size: Size(width: 10, height: 4))
    tableView.selectRow(2)
    #expect(tableView.keyPressed(KeyEvent(.enter)))
    #expect(delegate.selected == [2])
  }
}

/// Reaching the last row again asks for it again, so a page that failed to load is retried.
@MainActor
@Suite struct TableViewLastRowTests {
  private func makeTable(rows: Rows) -> TableView {
    let tableView = TableView()
    tableView.dataSource = rows
    tableView.delegate = rows
    _ = tableView.snapshot(size: Size(width: 10, height: 10))
    rows.clearDisplayedRows()
    return tableView
  }

  @Test func reportsTheLastRowAgainWhenTheSelectionComesBackToIt() {
    let rows = Rows(count: 5)
    let tableView = makeTable(rows: rows)
    for key in [Key.end, .up, .down, .down, .home, .pageDown] {
      _ = tableView.keyPressed(KeyEvent(key))
      _ = tableView.snapshot(size: Size(width: 10, height: 10))
    }
    // End, Down back onto it, Down on it, Page Down onto it; never Up, Home or another row.
    #expect(rows.displayedRows == [4, 4, 4, 4])
  }

  @Test func reportsTheLastRowOnceWhenTheSelectionRevealsIt() {
    let rows = Rows(count: 30)
    let tableView = makeTable(rows: rows)
    _ = tableView.keyPressed(KeyEvent(.end))
    _ = tableView.snapshot(size: Size(width: 10, height: 10))
    #expect(rows.displayedRows.filter { $0 == 29 }.count == 1)
  }
}
