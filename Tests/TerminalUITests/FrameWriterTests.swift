import Testing

@testable import TerminalUI

@Suite struct FrameWriterTests {
  private func changes(from old: Canvas, to new: Canvas) -> String {
    var writer = FrameWriter(styleEncoder: StyleEncoder(colorsEnabled: true))
    for y in 0..<new.size.height {
      writer.writeChanges(inRow: y, of: new, comparedWith: old)
    }
    let output = String(decoding: writer.finish(), as: UTF8.self)
    return String(output.dropFirst("\u{1B}[?2026h".count).dropLast("\u{1B}[0m\u{1B}[?2026l".count))
  }

  private func canvas(_ rows: String...) -> Canvas {
    var canvas = Canvas(size: Size(width: 12, height: rows.count))
    for (y, row) in rows.enumerated() {
      canvas.draw(row, at: Point(x: 0, y: y))
    }
    return canvas
  }

  @Test func bridgesShortGapsInsteadOfMovingTheCursor() {
    #expect(changes(from: canvas("abcdefgh"), to: canvas("xbcyefgh")) == "\u{1B}[1Hxbcy")
    #expect(changes(from: canvas("abcdefgh"), to: canvas("xbcdefgz")) == "\u{1B}[1Hx\u{1B}[1;8Hz")
  }

  @Test func movesTheCursorExplicitlyAfterAnEmojiSequence() {
    #expect(changes(from: canvas(""), to: canvas("👍🏽ab")) == "\u{1B}[1H👍🏽\u{1B}[1;3Hab")
    #expect(changes(from: canvas(""), to: canvas("検ab")) == "\u{1B}[1H検ab")
  }

  @Test func movesTheCursorForEachChangedRow() {
    #expect(changes(from: canvas("a", "b"), to: canvas("c", "d")) == "\u{1B}[1Hc\u{1B}[2Hd")
  }
}
