/// The escape sequences the toolkit sends to the terminal, as bytes ready to write.
///
/// Modes are the DEC private modes that xterm introduced and today's terminals share; a
/// terminal that does not know one (synchronized output, 2026, is recent) ignores it.
public enum ControlSequence {
  /// Takes over the screen: alternate screen (1049), hidden cursor (25), no auto-wrap (7) and
  /// bracketed paste (2004).
  ///
  /// Auto-wrap goes off so that a character the terminal measures wider than the layout did
  /// cannot wrap onto the next row and scroll the whole screen.
  public static let setUpScreen = bytes("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h")

  /// Gives the screen back: the reverse of ``setUpScreen``, after ending any synchronized update
  /// and resetting the style, so that it is safe to send in the middle of a frame.
  public static let restoreScreen = bytes(
    "\u{1B}[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")

  /// Asks the terminal to hold the screen until ``endSynchronizedUpdate``, so no frame tears.
  public static let beginSynchronizedUpdate = bytes("\u{1B}[?2026h")

  /// Shows everything sent since ``beginSynchronizedUpdate`` at once.
  public static let endSynchronizedUpdate = bytes("\u{1B}[?2026l")

  /// Resets colors and attributes to the terminal's defaults (SGR 0).
  public static let resetStyle = bytes("\u{1B}[0m")

  /// Erases the whole screen (ED 2) in the current background.
  public static let clearScreen = bytes("\u{1B}[2J")

  /// Appends the cursor move (CUP) to zero-based `row` and `column`.
  public static func appendMoveCursor(row: Int, column: Int, to output: inout [UInt8]) {
    output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    appendDecimal(row + 1, to: &output)
    if column > 0 {
      output.append(UInt8(ascii: ";"))
      appendDecimal(column + 1, to: &output)
    }
    output.append(UInt8(ascii: "H"))
  }

  /// Appends the decimal digits of a non-negative `value` without building a `String`.
  static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &output) }
    output.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  private static func bytes(_ text: String) -> [UInt8] {
    Array(text.utf8)
  }
}
