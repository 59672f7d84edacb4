import Testing

@testable import TerminalUI

@MainActor
@Suite struct TableViewTests {
  private let tableView = TableView()

  private func show(_ rows: Rows, height: Int, width: Int = 20) -> Canvas {
    tableView.dataSource = rows
    tableView.delegate = rows
    return tableView.snapshot(size: Size(width: width, height: height))
  }

  @Test func drawsACellForEachVisibleRowOnly() {
    let rows = Rows(count: 50)
    let canvas = show(rows, height: 3)
    #expect(canvas.lines == [" row 0", " row 1", " row 2"])
    #expect(rows.cellRequests == 3)
    #expect(tableView.visibleRows == 0..<3)
    #expect(tableView.subviews.count == 3)
  }

  @Test func stacksCellsOfTheRowHeight() {
    let rows = Rows(count: 5)
    rows.cellStyle = .subtitle
    tableView.rowHeight = 2
    let canvas = show(rows, height: 5)
    // Only whole rows show.
    #expect(canvas.lines == [" row 0", " detail 0", " row 1", " detail 1", ""])
    #expect(tableView.visibleRows == 0..<2)
  }

  @Test func showsTheEmptyTextWhenThereAreNoRows() {
    tableView.emptyText = "Nothing to show here"
    let canvas = show(Rows(count: 0), height: 3, width: 12)
    #expect(canvas.lines == [" Nothing to", " show here", ""])
    #expect(canvas[1, 0].style.isDim)
  }

  @Test func showsTheFooterAfterTheLastRowInsteadOfTheEmptyText() {
    tableView.emptyText = "empty"
    tableView.footerText = "loading more…"
    #expect(show(Rows(count: 0), height: 3).lines == [" loading more…", "", ""])
    #expect(show(Rows(count: 2), height: 4).lines == [" row 0", " row 1", " loading more…", ""])
  }

  @Test func theFooterComesIntoViewWithTheLastRow() {
    let rows = Rows(count: 10)
    tableView.footerText = "loading more…"
    _ = show(rows, height: 3)
    tableView.selectRow(9)
    let canvas = tableView.snapshot(size: Size(width: 20, height: 3))
    #expect(canvas.lines == [" row 8", " row 9", " loading more…"])
  }

  @Test func reloadKeepsTheSelectedIndexWhileItIsStillARow() {
    let rows = Rows(count: 10)
    _ = show(rows, height: 3)
    tableView.selectRow(4)
    rows.titles = (0..<8).map { "new \($0)" }
    tableView.reloadData()
    #expect(tableView.selectedRow == 4)

    rows.titles = ["a", "b"]
    tableView.reloadData()
    #expect(tableView.selectedRow == 1)

    rows.titles = []
    tableView.reloadData()
    #expect(tableView.selectedRow == nil)
  }

  @Test func asksForTheRowCountOnlyWhenReloaded() {
    let rows = Rows(count: 3)
    tableView.dataSource = rows
    rows.titles.append("more")
    #expect(tableView.numberOfRows == 3)
    tableView.reloadData()
    #expect(tableView.numberOfRows == 4)
  }

  @Test func takesTheFocusOnlyWithRowsAndSelectsTheFirstRowWhenItDoes() {
    let rows = Rows(count: 0)
    let searchBar = SearchBar()
    let (application, _) = makeApplication(
      hosting: StackView(arrangedSubviews: [searchBar, tableView]))
    tableView.dataSource = rows
    application.render()
    #expect(!tableView.canBecomeFirstResponder)
    #expect(!tableView.becomeFirstResponder())

    rows.titles = ["a", "b"]
    tableView.reloadData()
    #expect(tableView.becomeFirstResponder())
    #expect(tableView.selectedRow == 0)
  }

  @Test func drawsTheSelectionInReverseWhenFocusedAndUnderlinedOtherwise() throws {
    let rows = Rows(count: 3)
    let searchBar = SearchBar()
    let (application, terminal) = makeApplication(
      hosting: StackView(arrangedSubviews: [searchBar, tableView]))
    tableView.dataSource = rows
    tableView.selectRow(1)
    application.render()
    var frame = try #require(terminal.lastFrame)
    #expect(frame[1, 2].style.isUnderlined && !frame[1, 2].style.isInverse)
    #expect(!frame[1, 1].style.isUnderlined)

    tableView.becomeFirstResponder()
    application.render()
    frame = try #require(terminal.lastFrame)
    #expect(frame[1, 2].style.isInverse)
    #expect(frame[39, 2].style.isInverse)
    #expect(!frame[1, 1].style.isInverse)
  }

  @Test func keepsTheSelectedRowVisibleWhenItShrinks() {
    let rows = Rows(count: 20)
    _ = show(rows, height: 10)
    tableView.selectRow(9)
    _ = tableView.snapshot(size: Size(width: 20, height: 10))
    #expect(tableView.scrollOffset == 0)
    _ = tableView.snapshot(size: Size(width: 20, height: 4))
    #expect(tableView.visibleRows.contains(9))
  }

  @Test func isFlexibleAndMeasuresItsRows() {
    tableView.dataSource = Rows(count: 3)
    tableView.footerText = "footer"
    #expect(tableView.isFlexible)
    #expect(tableView.sizeThatFits(Size(width: 9, height: 20)) == Size(width: 9, height: 4))
    #expect(tableView.sizeThatFits(Size(width: 9, height: 2)) == Size(width: 9, height: 2))
  }
}
