import Testing

@testable import TerminalUI

@MainActor
@Suite struct TerminalTooSmallViewTests {
  private func lines(width: Int, height: Int) -> [String] {
    let view = TerminalTooSmallView()
    view.minimumSize = Size(width: 40, height: 10)
    return view.snapshot(size: Size(width: width, height: height)).lines
  }

  @Test func fitsTheWholeMessageWhenThereIsRoom() {
    #expect(
      lines(width: 39, height: 10) == [
        "", "", "", "", "  Terminal too small (needs at least", "                40×10)", "",
        "", "", "",
      ])
  }

  @Test func cutsTheMessageToTheRowsAvailable() {
    #expect(lines(width: 10, height: 3) == [" Terminal", "too small", "(needs at…"])
  }

  @Test func showsAnEllipsisInASingleCell() {
    #expect(lines(width: 1, height: 1) == ["…"])
  }

  @Test func drawsNothingInAnEmptyTerminal() {
    #expect(lines(width: 0, height: 0).isEmpty)
  }
}
