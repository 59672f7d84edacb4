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

  @Test func aRowThatStaysOnScreenKeepsItsCellAndOnlyRowsComingIntoViewAreAskedFor() {
    let tableView = TableView()
    let rows = Rows(count: 10)
    tableView.dataSource = rows
    let size = Size(width: 10, height: 3)
    _ = tableView.snapshot(size: size)
    let firstCell = tableView.subviews.first
    tableView.selectRow(1)
    var canvas = tableView.snapshot(size: size)
    #expect(rows.cellRequests == 3, "the selection moved within the page: no cell is made again")
    #expect(tableView.subviews.first === firstCell)
    #expect(canvas[1, 1].style.isUnderlined, "the kept cell of row 1 shows the selection")
    tableView.selectRow(4)
    canvas = tableView.snapshot(size: size)
    #expect(rows.cellRequests == 5, "rows 3 and 4 came into view")
    #expect(canvas.lines == [" row 2", " row 3", " row 4"])
    #expect(tableView.subviews.count == 3, "rows 0 and 1 left the screen with their cells")
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
