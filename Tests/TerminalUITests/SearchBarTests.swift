import Testing

@testable import TerminalUI

@MainActor
@Suite struct SearchBarTests {
  private func focusedBar(
    text: String = "", width: Int = 40
  ) -> (SearchBar, Application, HeadlessTerminal) {
    let searchBar = SearchBar(placeholder: "type here", prompt: "> ")
    searchBar.text = text
    let (application, terminal) = makeApplication(
      hosting: searchBar, size: Size(width: width, height: 10))
    application.minimumSize = Size(width: 1, height: 1)
    application.render()
    return (searchBar, application, terminal)
  }

  private func cursorColumns(_ terminal: HeadlessTerminal) -> [Int] {
    guard let frame = terminal.lastFrame else { return [] }
    return (0..<frame.size.width).filter { frame[$0, 0].style.isInverse }
  }

  @Test func showsThePlaceholderDimmedWithTheCursorOnItsFirstCell() throws {
    let (_, _, terminal) = focusedBar()
    let frame = try #require(terminal.lastFrame)
    #expect(terminal.lines[0] == "> type here")
    #expect(frame[0, 0].style.isBold)
    #expect(frame[3, 0].style.isDim)
    #expect(cursorColumns(terminal) == [2])
  }

  @Test func drawsTheCursorOnlyWhileFocused() {
    let searchBar = SearchBar(placeholder: "type here", prompt: "> ")
    searchBar.text = "abc"
    let canvas = searchBar.snapshot(size: Size(width: 20, height: 1))
    #expect(canvas.lines == ["> abc"])
    #expect(!(0..<20).contains { canvas[$0, 0].style.isInverse })
  }

  @Test func drawsTheCursorAfterTheTextAndOnTheCharacterItPrecedes() {
    let (searchBar, application, terminal) = focusedBar(text: "abc")
    #expect(cursorColumns(terminal) == [5])
    searchBar.cursorPosition = 1
    application.render()
    #expect(cursorColumns(terminal) == [3])
  }

  @Test func alignsWideCharactersAndCoversBothTheirColumnsWithTheCursor() {
    let (searchBar, application, terminal) = focusedBar(text: "検索ab")
    searchBar.cursorPosition = 1
    application.render()
    #expect(terminal.lines[0] == "> 検索ab")
    #expect(cursorColumns(terminal) == [4, 5])
  }

  @Test func scrollsSidewaysToKeepTheCursorInView() {
    let (searchBar, application, terminal) = focusedBar(
      text: "abcdefghijklmnopqrstuvwxyz", width: 12)
    #expect(terminal.lines[0] == "> rstuvwxyz")
    #expect(cursorColumns(terminal) == [11])

    application.press(.home)
    #expect(terminal.lines[0] == "> abcdefghij")
    #expect(cursorColumns(terminal) == [2])

    searchBar.cursorPosition = 12
    application.render()
    #expect(terminal.lines[0] == "> defghijklm")
    #expect(cursorColumns(terminal) == [11])

    application.press(.end)
    application.press(.backspace)
    // The text shrank: the field scrolls back to stay full.
    #expect(terminal.lines[0] == "> qrstuvwxy")
  }

  @Test func settingTheTextMovesTheCursorToTheEndWithoutTellingTheDelegate() {
    let searchBar = SearchBar()
    let spy = SearchBarSpy()
    searchBar.delegate = spy
    searchBar.text = "swift"
    #expect(searchBar.cursorPosition == 5)
    #expect(spy.changes.isEmpty)
  }

  @Test func takesOneRowAndTheFocus() {
    let searchBar = SearchBar()
    #expect(searchBar.sizeThatFits(Size(width: 30, height: 9)) == Size(width: 30, height: 1))
    #expect(searchBar.canBecomeFirstResponder)
  }
}
