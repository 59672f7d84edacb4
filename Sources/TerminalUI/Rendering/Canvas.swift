/// A frame being drawn: a grid of cells that views draw into and the renderer sends out.
///
/// Every string drawn goes through ``Sanitizer`` here, the one choke point, so untrusted text
/// can never reach the terminal with control characters. Wide characters take two cells and
/// are never split: one that does not fit is replaced by a space.
public struct Canvas: Hashable, Sendable {
  /// The number of columns and rows.
  public let size: Size
  /// The cells row by row; the renderer reads them directly.
  private(set) var cells: [Cell]

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
  /// The text is sanitized first. Characters without width (a lone combining mark) are
  /// skipped. Returns the number of columns drawn.
  @discardableResult
  public mutating func draw(
    _ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard point.y >= area.minY, point.y < area.maxY, point.x < area.maxX else { return 0 }
    let safeText = Sanitizer.sanitize(text)
    let rowStart = point.y * size.width
    var x = point.x
    if safeText.utf8.allSatisfy({ $0 < 0x80 }) {
      // Sanitized ASCII is printable, one column a byte: no grapheme breaking needed.
      for byte in safeText.utf8 {
        if x >= area.maxX { break }
        if x >= area.minX {
          put(Cell(character: Character(Unicode.Scalar(byte)), style: style), at: rowStart + x)
        }
        x += 1
      }
    } else {
      for character in safeText {
        if x >= area.maxX { break }
        let width = DisplayWidth.of(character)
        if width == 0 { continue }
        if x < area.minX || x + width > area.maxX {
          // Half a wide character on either edge of the clip shows as a space.
          let visible = max(x, area.minX)
          if visible < min(x + width, area.maxX) {
            put(Cell(character: " ", style: style), at: rowStart + visible)
          }
        } else {
          put(Cell(character: character, style: style), at: rowStart + x)
          if width == 2 {
            put(Cell(character: " ", style: style, isContinuation: true), at: rowStart + x + 1)
          }
        }
        x += width
      }
    }
    return max(0, min(x, area.maxX) - max(point.x, area.minX))
  }

  /// Fills `rect` with blank cells in `style`.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let blank = Cell(character: " ", style: style)
    for y in area.minY..<area.maxY {
      let rowStart = y * size.width
      repairWideCharacters(at: rowStart + area.minX, rowStart + area.maxX - 1)
      for index in (rowStart + area.minX)..<(rowStart + area.maxX) {
        cells[index] = blank
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

  /// Writes `cell` at `index`, first blanking what would be left of a wide character it hits.
  private mutating func put(_ cell: Cell, at index: Int) {
    repairWideCharacters(at: index, index)
    cells[index] = cell
  }

  /// Blanks the outer halves of wide characters that overlap the edges of `first...last`.
  ///
  /// The cells in between are about to be overwritten; a wide character cut by either edge
  /// would otherwise leave half a glyph behind.
  private mutating func repairWideCharacters(at first: Int, _ last: Int) {
    let rowStart = first - first % max(1, size.width)
    if cells[first].isContinuation, first > rowStart {
      cells[first - 1] = Cell(character: " ", style: cells[first - 1].style)
    }
    let next = last + 1
    if next < rowStart + size.width, cells[next].isContinuation {
      cells[next] = Cell(character: " ", style: cells[next].style)
    }
  }
}
