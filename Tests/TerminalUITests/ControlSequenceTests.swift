import Testing

@testable import TerminalUI

@Suite struct ControlSequenceTests {
  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  @Test func movesTheCursorWithOneBasedCoordinates() {
    var output: [UInt8] = []
    ControlSequence.appendMoveCursor(row: 0, column: 0, to: &output)
    ControlSequence.appendMoveCursor(row: 49, column: 199, to: &output)
    #expect(text(output) == "\u{1B}[1H\u{1B}[50;200H")
  }

  @Test func restoresEveryModeTheSetUpChanged() {
    let setUp = text(ControlSequence.setUpScreen)
    let restore = text(ControlSequence.restoreScreen)
    for (on, off) in [("?1049h", "?1049l"), ("?25l", "?25h"), ("?7l", "?7h"), ("?2004h", "?2004l")]
    {
      #expect(setUp.contains("\u{1B}[" + on))
      #expect(restore.contains("\u{1B}[" + off))
    }
    #expect(restore.hasPrefix("\u{1B}[?2026l"))
    #expect(restore.hasSuffix("\u{1B}[?1049l"))
  }
}
