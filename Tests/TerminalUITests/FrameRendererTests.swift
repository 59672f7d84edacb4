import Testing

@testable import TerminalUI

@Suite struct FrameRendererTests {
  private let begin = "\u{1B}[?2026h"
  private let end = "\u{1B}[0m\u{1B}[?2026l"

  private func searchScreen(query: String) -> Canvas {
    var canvas = Canvas(size: Size(width: 40, height: 5))
    canvas.draw("Search repositories", at: .zero, style: Style(foreground: .cyan, isBold: true))
    canvas.draw("> " + query, at: Point(x: 0, y: 2))
    canvas.draw(" ", at: Point(x: 2 + query.count, y: 2), style: Style(isInverse: true))
    return canvas
  }

  @Test func writesNothingForAnUnchangedFrame() {
    var renderer = FrameRenderer(colorsEnabled: true)
    #expect(!renderer.render(searchScreen(query: "swift")).isEmpty)
    #expect(renderer.render(searchScreen(query: "swift")).isEmpty)
  }

  @Test func repaintsTheFirstFrameFully() {
    var renderer = FrameRenderer(colorsEnabled: true)
    let output = String(decoding: renderer.render(searchScreen(query: "")), as: UTF8.self)
    #expect(
      output == begin + "\u{1B}[0m\u{1B}[2J\u{1B}[1H\u{1B}[1;36mSearch repositories"
        + "\u{1B}[3H\u{1B}[0m> \u{1B}[7m " + end)
  }

  @Test func writesOnlyTheChangedRunForATypedCharacter() {
    var renderer = FrameRenderer(colorsEnabled: true)
    _ = renderer.render(searchScreen(query: "swif"))
    let bytes = renderer.render(searchScreen(query: "swift"))
    let output = String(decoding: bytes, as: UTF8.self)
    #expect(output == begin + "\u{1B}[3;7Ht\u{1B}[7m " + end)
    #expect(bytes.count < 100)
  }

  @Test func repaintsAWideCharacterWhole() {
    var renderer = FrameRenderer(colorsEnabled: true)
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("a検b", at: .zero)
    _ = renderer.render(canvas)
    canvas.draw("索", at: Point(x: 1, y: 0))
    let output = String(decoding: renderer.render(canvas), as: UTF8.self)
    #expect(output == begin + "\u{1B}[1;2H索" + end)
  }

  @Test func dropsColorsUnderNoColor() {
    var renderer = FrameRenderer(colorsEnabled: false)
    let output = String(decoding: renderer.render(searchScreen(query: "")), as: UTF8.self)
    #expect(output.contains("\u{1B}[1mSearch"))
    #expect(!output.contains("36"))
    #expect(output.contains("\u{1B}[7m "))
  }

  @Test func repaintsFullyAfterASizeChangeOrInvalidation() {
    var renderer = FrameRenderer(colorsEnabled: true)
    _ = renderer.render(Canvas(size: Size(width: 10, height: 2)))
    let resized = String(
      decoding: renderer.render(Canvas(size: Size(width: 12, height: 2))), as: UTF8.self)
    #expect(resized == begin + "\u{1B}[0m\u{1B}[2J" + end)
    renderer.invalidate()
    #expect(!renderer.render(Canvas(size: Size(width: 12, height: 2))).isEmpty)
  }
}
