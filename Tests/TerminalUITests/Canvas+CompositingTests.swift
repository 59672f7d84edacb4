import Testing

@testable import TerminalUI

@Suite struct CanvasCompositingTests {
  @Test func copiesCellsAndStylesAtTheOrigin() {
    var pane = Canvas(size: Size(width: 3, height: 2))
    pane.draw("ab", at: .zero, style: Style(isBold: true))
    pane.draw("cd", at: Point(x: 1, y: 1))
    var screen = Canvas(size: Size(width: 6, height: 3))
    screen.draw("xxxxxx", at: Point(x: 0, y: 1))
    screen.draw(pane, at: Point(x: 2, y: 1))
    #expect(screen.lines == ["", "xxab x", "   cd"])
    #expect(screen[2, 1].style.isBold)
    #expect(!screen[3, 2].style.isBold)
  }

  @Test func clipsToTheCanvas() {
    var pane = Canvas(size: Size(width: 4, height: 2))
    pane.draw("abcd", at: .zero)
    pane.draw("efgh", at: Point(x: 0, y: 1))
    var screen = Canvas(size: Size(width: 3, height: 2))
    screen.draw(pane, at: Point(x: 1, y: 1))
    #expect(screen.lines == ["", " ab"])
  }

  @Test func keepsClustersAndWideCharacters() {
    var pane = Canvas(size: Size(width: 6, height: 1))
    pane.draw("👍🏽検", at: .zero)
    var screen = Canvas(size: Size(width: 8, height: 1))
    screen.draw(pane, at: Point(x: 1, y: 0))
    #expect(screen.lines == [" 👍🏽検"])
    #expect(screen[2, 0].isContinuation)
  }

  @Test func neverSplitsAWideCharacterAtTheEdges() {
    var pane = Canvas(size: Size(width: 4, height: 1))
    pane.draw("a検b", at: .zero)
    var screen = Canvas(size: Size(width: 2, height: 1))
    screen.draw(pane, at: .zero)
    #expect(screen.lines == ["a"], "the wide character's half that fits becomes a space")
    #expect(!screen[1, 0].isContinuation)
    var covered = Canvas(size: Size(width: 4, height: 1))
    covered.draw("検索", at: .zero)
    covered.draw(Canvas(size: Size(width: 1, height: 1)), at: Point(x: 1, y: 0))
    #expect(covered.lines == ["  索"], "a wide character half covered is blanked")
  }
}
