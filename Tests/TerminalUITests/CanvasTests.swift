import Testing

@testable import TerminalUI

@Suite struct CanvasTests {
  @Test func drawsPlainText() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.draw("hi", at: .zero)
    #expect(canvas.lines == ["hi"])
  }

  @Test func readsARowsStylesAsItsCellsHaveThem() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    canvas.draw("ab", at: Point(x: 1, y: 1), style: Style(isInverse: true))
    canvas.draw("検", at: Point(x: 3, y: 1), style: Style(foreground: .red, isUnderlined: true))
    for y in 0..<2 {
      #expect(canvas.styles(ofRow: y) == (0..<6).map { canvas[$0, y].style })
    }
    let row = canvas.styles(ofRow: 1)
    #expect(row.map(\.isInverse) == [false, true, true, false, false, false])
    #expect(row.map(\.isUnderlined) == [false, false, false, true, true, false])
  }

  @Test func drawsWideCharactersAsTwoCells() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    let drawn = canvas.draw("a検索", at: .zero)
    #expect(drawn == 5)
    #expect(canvas[1, 0].character == "検")
    #expect(canvas[2, 0].isContinuation)
    #expect(canvas.lines == ["a検索"])
  }

  @Test func replacesAWideCharacterCutByTheClipWithASpace() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    let drawn = canvas.draw("ab検", at: .zero, clip: Rect(x: 0, y: 0, width: 3, height: 1))
    #expect(drawn == 3)
    #expect(canvas.lines == ["ab"])
    #expect(!canvas[2, 0].isContinuation)
    canvas.draw("検x", at: Point(x: 2, y: 0), clip: Rect(x: 3, y: 0, width: 3, height: 1))
    #expect(canvas[3, 0].character == " ")
    #expect(canvas[4, 0].character == "x")
  }

  @Test func blanksTheOtherHalfOfAnOverwrittenWideCharacter() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.draw("検索", at: .zero)
    canvas.draw("x", at: Point(x: 1, y: 0))
    #expect(canvas.lines == [" x索"])
    canvas.draw("検", at: Point(x: 1, y: 0))
    #expect(canvas.lines == [" 検"])
    #expect(canvas[3, 0] == .blank)
  }

  @Test func sanitizesEverythingDrawn() {
    var canvas = Canvas(size: Size(width: 20, height: 1))
    canvas.draw("a\u{1B}[31mb\r\n\u{202E}", at: .zero)
    #expect(canvas.lines == ["a␛[31mb␍␊\u{FFFD}"])
  }

  @Test func clipsToTheCanvasAndTheClipRectangle() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    #expect(canvas.draw("hidden", at: Point(x: 0, y: 2)) == 0)
    #expect(canvas.draw("hidden", at: Point(x: 4, y: 0)) == 0)
    #expect(canvas.draw("abcdef", at: Point(x: -2, y: 0)) == 4)
    #expect(canvas.lines == ["cdef", ""])
    let clip = Rect(x: 1, y: 1, width: 2, height: 1)
    #expect(canvas.draw("xyz", at: Point(x: 0, y: 1), clip: clip) == 2)
    #expect(canvas.lines == ["cdef", " yz"])
  }

  @Test func fillsRectangles() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.draw("検索", at: .zero)
    let inverse = Style(isInverse: true)
    canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), style: inverse)
    #expect(canvas.lines == ["", ""])
    #expect(canvas[1, 0].style == inverse)
    #expect(canvas[0, 0].style == .plain)
  }
}

/// A cluster a terminal draws in three columns, such as a wide character joined by a mark
/// the width table does not know, found by the fuzz test.
@Suite struct CanvasWideClusterTests {
  private let cluster = "\u{4EDA}\u{11B60}"

  @Test func holdsEveryColumnOfAClusterWiderThanTwo() throws {
    #expect(DisplayWidth.of(try #require(cluster.first)) == 3)
    var canvas = Canvas(size: Size(width: 6, height: 1))
    #expect(canvas.draw(cluster + "ab", at: .zero) == 5)
    #expect(canvas[1, 0].isContinuation && canvas[2, 0].isContinuation)
    #expect(canvas.lines == [cluster + "ab"])
  }

  @Test func blanksAllOfAClusterCutByALaterDrawing() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw(cluster + "ab", at: .zero)
    canvas.draw("x", at: Point(x: 2, y: 0))
    #expect(canvas.lines == ["  xab"])
    #expect(!(0..<6).contains { canvas[$0, 0].isContinuation })
  }

  @Test func showsAClusterCutByTheClipAsSpaces() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("......", at: .zero)
    canvas.draw(cluster, at: Point(x: 4, y: 0))
    #expect(canvas.lines == ["...."])
    #expect(!canvas[5, 0].isContinuation)
  }
}
