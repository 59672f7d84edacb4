import Testing

@testable import TerminalUI

@MainActor
@Suite struct TableViewKeyboardTests {
  private let tableView = TableView()
  private let rows = Rows(count: 25)

  init() {
    tableView.dataSource = rows
    tableView.delegate = rows
    tableView.frame = Rect(x: 0, y: 0, width: 20, height: 10)
    tableView.layoutIfNeeded()
  }

  @discardableResult
  private func press(_ key: Key) -> Bool {
    let handled = tableView.keyPressed(KeyEvent(key))
    tableView.layoutIfNeeded()
    #expect(selectionIsVisible, "row \(String(describing: tableView.selectedRow)) not visible")
    return handled
  }

  private var selectionIsVisible: Bool {
    tableView.selectedRow.map { tableView.visibleRows.contains($0) } ?? true
  }

  @Test func downAndUpMoveOneRowAndStopAtTheEnds() {
    #expect(press(.down))
    #expect(tableView.selectedRow == 0)
    press(.down)
    #expect(tableView.selectedRow == 1)
    #expect(press(.up))
    #expect(tableView.selectedRow == 0)

    press(.end)
    #expect(press(.down))
    #expect(tableView.selectedRow == 24)
  }

  @Test func upOnTheFirstRowIsLeftToTheResponderChain() {
    press(.down)
    #expect(!press(.up))
    #expect(tableView.selectedRow == 0)
  }

  @Test func scrollsOneRowAtATimeToFollowTheSelection() {
    tableView.selectRow(9)
    tableView.layoutIfNeeded()
    #expect(tableView.visibleRows == 0..<10)
    press(.down)
    #expect(tableView.visibleRows == 1..<11)
    for _ in 0..<10 { press(.up) }
    #expect(tableView.selectedRow == 0)
    #expect(tableView.visibleRows == 0..<10)
  }

  @Test func pageKeysMoveTheSelectionAndTheScrollByAPageAndClamp() {
    press(.down)
    press(.down)
    press(.pageDown)
    #expect(tableView.selectedRow == 11)
    #expect(tableView.scrollOffset == 10)
    press(.pageDown)
    #expect(tableView.selectedRow == 21)
    #expect(tableView.scrollOffset == 15)
    press(.pageDown)
    #expect(tableView.selectedRow == 24)
    press(.pageUp)
    #expect(tableView.selectedRow == 14)
    press(.pageUp)
    press(.pageUp)
    #expect(tableView.selectedRow == 0)
    #expect(tableView.scrollOffset == 0)
    #expect(press(.pageUp))
  }

  @Test func homeAndEndGoToTheFirstAndLastRows() {
    press(.end)
    #expect(tableView.selectedRow == 24)
    #expect(tableView.visibleRows == 15..<25)
    press(.home)
    #expect(tableView.selectedRow == 0)
    #expect(tableView.visibleRows == 0..<10)
  }

  @Test func enterSelectsTheHighlightedRow() {
    press(.down)
    press(.down)
    #expect(press(.enter))
    #expect(rows.selectedRows == [1])
  }

  @Test func theSelectionStaysVisibleThroughAnyMixOfKeys() {
    let keys: [Key] = [.pageDown, .down, .pageDown, .up, .end, .pageUp, .down, .home, .pageDown]
    for key in keys + keys.reversed() { press(key) }
  }

  @Test func reportsRowsAsScrollingRevealsThem() {
    #expect(rows.displayedRows == Array(0..<10))
    rows.clearDisplayedRows()
    tableView.selectRow(11)
    tableView.layoutIfNeeded()
    #expect(rows.displayedRows == [10, 11])
    press(.up)
    press(.home)
    #expect(rows.displayedRows == [10, 11, 0, 1])
  }

  @Test func leavesOtherKeysAndEmptyTablesAlone() {
    #expect(!press(.left))
    #expect(!press(.character("x")))
    rows.titles = []
    tableView.reloadData()
    #expect(!press(.down))
    #expect(!press(.enter))
  }
}
