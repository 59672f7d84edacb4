/// A frame being drawn: a grid of cells that views draw into and the renderer sends out.
///
/// Every string drawn goes through ``Sanitizer`` here, the one choke point, so untrusted text
/// can never reach the terminal with control characters. Wide characters take two cells and
/// are never split: one that does not fit is replaced by a space.
public struct Canvas: Hashable, Sendable {
  /// The number of columns and rows.
  public let size: Size
  private var cells: [Cell]

  /// Creates a blank canvas.
  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: .blank, count: self.size.width * self.size.height)
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Cell {
    cells[y * size.width + x]
  }

  /// Draws `text` on row `point.y` from column `point.x`, clipped to `clip` and the canvas.
  ///
  /// The text is sanitized first. Returns the number of columns drawn.
  @discardableResult
  public mutating func draw(
    _ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard area.contains(Point(x: max(point.x, area.minX), y: point.y)) else { return 0 }
    var x = point.x
    for character in Sanitizer.sanitize(text) {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      if x >= area.maxX { break }
      if x < area.minX {
        x += width
        continue
      }
      if x + width > area.maxX {
        // A wide character that would straddle the edge becomes a space, never half a glyph.
        put(Cell(character: " ", style: style), x: x, y: point.y)
        x += 1
        break
      }
      put(Cell(character: character, style: style), x: x, y: point.y)
      if width == 2 {
        put(Cell(character: " ", style: style, isContinuation: true), x: x + 1, y: point.y)
      }
      x += width
    }
    return max(0, x - max(point.x, area.minX))
  }

  /// Fills `rect` with blank cells in `style`.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        put(Cell(character: " ", style: style), x: x, y: y)
      }
    }
  }

  /// Changes the style of the cells in `rect`, keeping their characters.
  public mutating func applyStyle(_ style: Style, to rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        cells[y * size.width + x].style = style
      }
    }
  }

  /// Row `y` as plain text, without trailing spaces.
  public func line(_ y: Int) -> String {
    var text = ""
    for x in 0..<size.width {
      let cell = self[x, y]
      if !cell.isContinuation { text.append(cell.character) }
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Every row as plain text: what the transcript mode prints and the golden files hold.
  public var lines: [String] {
    (0..<size.height).map(line)
  }

  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    let index = y * size.width + x
    // Overwriting either half of a wide character blanks its other half.
    if cells[index].isContinuation, x > 0 {
      cells[index - 1] = Cell(character: " ", style: cells[index - 1].style)
    }
    if x + 1 < size.width, cells[index + 1].isContinuation, !cell.isContinuation {
      cells[index + 1] = Cell(character: " ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }
}
