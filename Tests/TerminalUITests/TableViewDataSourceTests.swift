import Testing

@testable import TerminalUI

@MainActor
@Suite struct TableViewDataSourceTests {
  @Test func settingTheDataSourceLoadsItsRows() {
    let tableView = TableView()
    tableView.dataSource = Rows(titles: ["a", "b"])
    #expect(tableView.numberOfRows == 2)
  }

  @Test func cellsAreAskedForAgainAtEachLayoutOfTheRows() {
    let tableView = TableView()
    let rows = Rows(count: 3)
    tableView.dataSource = rows
    _ = tableView.snapshot(size: Size(width: 10, height: 3))
    #expect(rows.cellRequests == 3)
    rows.titles[1] = "changed"
    tableView.reloadData()
    let canvas = tableView.snapshot(size: Size(width: 10, height: 3))
    #expect(rows.cellRequests == 6)
    #expect(canvas.lines[1] == " changed")
  }

  @Test func theTableDoesNotKeepItsDataSourceAlive() {
    let tableView = TableView()
    weak var released: Rows?
    do {
      let rows = Rows(count: 1)
      tableView.dataSource = rows
      released = rows
    }
    #expect(released == nil)
  }
}
