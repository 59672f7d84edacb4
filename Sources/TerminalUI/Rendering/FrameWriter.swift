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
  /// ``style`` as ``PackedCell/styleBits``, to compare with each cell's without unpacking it.
  private var styleBits: UInt16 = 0
  /// True once any cell or a screen clear was written.
  private(set) var hasChanges = false

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
    styleBits = 0
    cursor = nil
    hasChanges = true
  }

  /// Sends the cells of row `y` that differ between `canvas` and `base`, a canvas of equal size.
  mutating func writeChanges(inRow y: Int, of canvas: Canvas, comparedWith base: Canvas) {
    let width = canvas.size.width
    let rowStart = y * width
    var x = 0
    while x < width {
      let index = rowStart + x
      let cell = canvas.cells[index]
      if cell.isContinuation {
        // Sent with the character before it.
        x += 1
        continue
      }
      var columns = 1
      while x + columns < width, canvas.cells[index + columns].isContinuation { columns += 1 }
      let isChanged = (index..<(index + columns)).contains { !canvas.hasSameCell(at: $0, as: base) }
      let point = Point(x: x, y: y)
      if isChanged || isWorthBridging(cell, at: point, canvas: canvas, base: base) {
        write(cell, of: canvas, at: point, columns: columns)
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

  private mutating func write(_ cell: PackedCell, of canvas: Canvas, at point: Point, columns: Int)
  {
    hasChanges = true
    if cursor != point {
      ControlSequence.appendMoveCursor(row: point.y, column: point.x, to: &output)
    }
    if cell.styleBits != styleBits {
      let cellStyle = cell.style
      styleEncoder.appendTransition(from: style, to: cellStyle, to: &output)
      style = cellStyle
      styleBits = cell.styleBits
    }
    var mayDiffer = false
    if cell.isCluster {
      let character = canvas.character(of: cell)
      output.append(contentsOf: character.utf8)
      mayDiffer = DisplayWidth.mayDifferAcrossTerminals(character)
    } else if cell.content < 0x80 {
      output.append(UInt8(cell.content))
    } else if let scalar = Unicode.Scalar(cell.content) {
      output.append(contentsOf: scalar.utf8)
      mayDiffer = DisplayWidth.isRegionalIndicator(scalar)
    }
    let next = point.x + columns
    // At the right edge the terminal's cursor waits in a "pending wrap" state, and after an
    // emoji the terminal may not agree with the layout's width: move explicitly next time.
    cursor = next < canvas.size.width && !mayDiffer ? Point(x: next, y: point.y) : nil
  }

  /// True when an unchanged ASCII cell in the current style sits in a short gap between changes
  /// on the row: writing it again keeps the run going and saves a cursor move.
  private func isWorthBridging(
    _ cell: PackedCell, at point: Point, canvas: Canvas, base: Canvas
  ) -> Bool {
    guard cursor == point, cell.styleBits == styleBits, cell.content < 0x80 else {
      return false
    }
    let rowStart = point.y * canvas.size.width
    let end = min(point.x + 1 + Self.longestBridgedGap, canvas.size.width)
    return (point.x + 1..<end).contains { !canvas.hasSameCell(at: rowStart + $0, as: base) }
  }
}
