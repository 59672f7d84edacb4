/// Builds one frame's output, tracking where the terminal's cursor is and which style is on, so
/// that each cursor move and style change is sent only when needed.
struct FrameWriter {
  /// A run may carry on over this many unchanged cells: rewriting them is cheaper than the
  /// cursor move (`ESC[row;colH`, six bytes or more) that skipping them would cost.
  static let longestBridgedGap = 3

  private let styleEncoder: StyleEncoder
  private var output: [UInt8] = []
  /// Where the next character will land, or `nil` when the terminal's idea is not known.
  private var cursor: Point?
  private var style = Style.plain

  /// Starts a frame with the synchronized update opened.
  init(styleEncoder: StyleEncoder) {
    self.styleEncoder = styleEncoder
    output.reserveCapacity(4096)
    output += ControlSequence.beginSynchronizedUpdate
  }

  /// Resets the style and erases the screen before a full repaint.
  mutating func clearScreen() {
    output += ControlSequence.resetStyle
    output += ControlSequence.clearScreen
    style = .plain
    cursor = nil
  }

  /// Sends the cells of row `y` that differ between `canvas` and `base`.
  mutating func writeChanges(inRow y: Int, of canvas: Canvas, comparedWith base: Canvas) {
    let width = canvas.size.width
    let rowStart = y * width
    var x = 0
    while x < width {
      let cell = canvas.cells[rowStart + x]
      if cell.isContinuation {
        // Sent with the character before it.
        x += 1
        continue
      }
      let columns = x + 1 < width && canvas.cells[rowStart + x + 1].isContinuation ? 2 : 1
      let isChanged = (0..<columns).contains { canvas.cells[rowStart + x + $0] != base.cells[rowStart + x + $0] }
      if isChanged || isWorthBridging(cell, at: Point(x: x, y: y), canvas: canvas, base: base) {
        write(cell, at: Point(x: x, y: y), columns: columns, rowWidth: width)
      }
      x += columns
    }
  }

  /// The finished bytes: the style reset and the end of the synchronized update appended.
  mutating func finish() -> [UInt8] {
    output += ControlSequence.resetStyle
    output += ControlSequence.endSynchronizedUpdate
    return output
  }

  private mutating func write(_ cell: Cell, at point: Point, columns: Int, rowWidth: Int) {
    if cursor != point {
      ControlSequence.appendMoveCursor(row: point.y, column: point.x, to: &output)
    }
    styleEncoder.appendTransition(from: style, to: cell.style, to: &output)
    style = cell.style
    if let ascii = cell.character.asciiValue {
      output.append(ascii)
    } else {
      output.append(contentsOf: cell.character.utf8)
    }
    let next = point.x + columns
    // At the right edge the terminal's cursor waits in a "pending wrap" state, and after an
    // emoji the terminal may not agree with the layout's width: move explicitly next time.
    let isCursorKnown = next < rowWidth && !DisplayWidth.mayDifferAcrossTerminals(cell.character)
    cursor = isCursorKnown ? Point(x: next, y: point.y) : nil
  }

  /// True when an unchanged plain cell sits in a short gap between changes on the row: writing
  /// it again keeps the run going and saves a cursor move.
  private func isWorthBridging(_ cell: Cell, at point: Point, canvas: Canvas, base: Canvas) -> Bool {
    guard cursor == point, cell.style == style, cell.character.asciiValue != nil else {
      return false
    }
    let rowStart = point.y * canvas.size.width
    let end = min(point.x + 1 + Self.longestBridgedGap, canvas.size.width)
    return (point.x + 1..<end).contains { canvas.cells[rowStart + $0] != base.cells[rowStart + $0] }
  }
}
