import Testing

@testable import TerminalUI

@Suite struct CanvasTests {
  @Test func drawsPlainText() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.draw("hi", at: .zero)
    #expect(canvas.lines == ["hi"])
  }
}
