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
    _ = snapshot(tableView, size: Size(width: 10, height: 4))
    #expect(rows.displayedRows == [0, 1, 2, 3])

    _ = snapshot(tableView, size: Size(width: 10, height: 4))
    #expect(rows.displayedRows == [0, 1, 2, 3])

    tableView.reloadData()
    _ = snapshot(tableView, size: Size(width: 10, height: 4))
    #expect(rows.displayedRows == [0, 1, 2, 3, 0, 1, 2, 3])
  }

  @Test func reportsTheRowsAGrowingTableReveals() {
    let tableView = TableView()
    let rows = Rows(count: 30)
    tableView.dataSource = rows
    tableView.delegate = rows
    _ = snapshot(tableView, size: Size(width: 10, height: 2))
    _ = snapshot(tableView, size: Size(width: 10, height: 4))
    #expect(rows.displayedRows == [0, 1, 2, 3])
  }

  @Test func aDelegateImplementsOnlyWhatItNeeds() {
    let tableView = TableView()
    let rows = Rows(count: 3)
    let delegate = SelectOnly()
    tableView.dataSource = rows
    tableView.delegate = delegate
    _ = snapshot(tableView, size: Size(width: 10, height: 4))
    tableView.selectRow(2)
    #expect(tableView.keyPressed(KeyEvent(.enter)))
    #expect(delegate.selected == [2])
  }
}
