/// A frame being drawn: a grid of cells that views draw into and the renderer sends out.
///
/// Every string drawn goes through ``Sanitizer`` here, the one choke point, so untrusted text
/// can never reach the terminal with control characters. Wide characters take two cells and
/// are never split: one that does not fit is replaced by a space.
public struct Canvas: Hashable, Sendable {
  /// The number of columns and rows.
  public let size: Size
  /// The cells row by row, packed; the renderer reads them directly.
  var cells: [PackedCell]
  /// The grapheme clusters of more than one scalar that cells refer to by index.
  var clusters: [Character] = []

  /// Creates a blank canvas.
  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: .blank, count: self.size.width * self.size.height)
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Cell {
    let packed = cells[y * size.width + x]
    return Cell(
      character: character(of: packed), style: packed.style, isContinuation: packed.isContinuation)
  }

  /// The style of each column of row `y`, read without making the cells' characters.
  public func styles(ofRow y: Int) -> [Style] {
    cells[(y * size.width)..<((y + 1) * size.width)].map(\.style)
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
    let first = max(point.x, area.minX)
    let firstWasContinuation = cells[rowStart + first].isContinuation
    var x = point.x
    if safeText.utf8.allSatisfy({ $0 < 0x80 }) {
      // Sanitized ASCII is printable, one column a byte: no grapheme breaking needed.
      for byte in safeText.utf8 {
        if x >= area.maxX { break }
        if x >= area.minX { cells[rowStart + x] = PackedCell(content: UInt32(byte), style: style) }
        x += 1
      }
    } else if safeText.unicodeScalars.allSatisfy(DisplayWidth.isClusterOfItsOwn) {
      // Every scalar is a character of its own: no grapheme breaking needed either.
      for scalar in safeText.unicodeScalars {
        if x >= area.maxX { break }
        x = put(scalar.value, width: DisplayWidth.of(scalar), at: x, row: rowStart, area, style)
      }
    } else {
      for character in safeText {
        if x >= area.maxX { break }
        let width = DisplayWidth.of(character)
        if width == 0 { continue }
        x = put(content(for: character), width: width, at: x, row: rowStart, area, style)
      }
    }
    let end = min(x, area.maxX)
    guard end > first else { return 0 }
    repairEdges(
      rowStart: rowStart, first: first, end: end, firstWasContinuation: firstWasContinuation)
    return end - first
  }

  /// Fills `rect` with blank cells in `style`.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let blank = PackedCell(content: 0x20, style: style)
    if area == bounds {
      // Nothing can refer to a cluster any more: a canvas reused frame after frame stays small.
      clusters.removeAll(keepingCapacity: true)
    }
    for y in area.minY..<area.maxY {
      let rowStart = y * size.width
      let firstWasContinuation = cells[rowStart + area.minX].isContinuation
      for index in (rowStart + area.minX)..<(rowStart + area.maxX) {
        cells[index] = blank
      }
      repairEdges(
        rowStart: rowStart, first: area.minX, end: area.maxX,
        firstWasContinuation: firstWasContinuation)
    }
  }

  /// Row `y` as plain text, without trailing spaces.
  ///
  /// Composed as UTF-8 bytes and decoded once: appending character by character would check
  /// grapheme boundaries at every cell.
  private func line(_ y: Int) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size.width)
    for packed in cells[(y * size.width)..<((y + 1) * size.width)] where !packed.isContinuation {
      if !packed.isCluster, packed.content < 0x80 {
        bytes.append(UInt8(packed.content))
      } else {
        bytes.append(contentsOf: character(of: packed).utf8)
      }
    }
    while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Every row as plain text: what the transcript mode prints and the golden files hold.
  public var lines: [String] {
    (0..<size.height).map(line)
  }

  /// The character a packed cell shows.
  func character(of packed: PackedCell) -> Character {
    if packed.isCluster { return clusters[Int(packed.content & ~PackedCell.clusterFlag)] }
    return Character(Unicode.Scalar(packed.content) ?? "\u{FFFD}")
  }

  /// True when the cell at `index` looks the same here and in `other`, a canvas of equal size.
  func hasSameCell(at index: Int, as other: Canvas) -> Bool {
    let mine = cells[index]
    let theirs = other.cells[index]
    guard mine.isCluster || theirs.isCluster else { return mine == theirs }
    return mine.attributes == theirs.attributes
      && character(of: mine) == other.character(of: theirs)
  }

  /// Writes one character's cells at column `x` of the row starting at `row`, clipped to
  /// `area`; returns the column after it.
  private mutating func put(
    _ content: UInt32, width: Int, at x: Int, row: Int, _ area: Rect, _ style: Style
  ) -> Int {
    guard width > 0 else { return x }
    if x < area.minX || x + width > area.maxX {
      // Part of a wide character on either edge of the clip shows as spaces.
      for column in max(x, area.minX)..<max(max(x, area.minX), min(x + width, area.maxX)) {
        cells[row + column] = PackedCell(content: 0x20, style: style)
      }
    } else {
      cells[row + x] = PackedCell(content: content, style: style)
      // Every column after the first belongs to the character: two for most wide ones, more
      // for a cluster whose scalars a terminal draws side by side.
      for column in (x + 1)..<(x + width) {
        cells[row + column] = PackedCell(content: 0x20, style: style, isContinuation: true)
      }
    }
    return x + width
  }

  /// The packed content of `character`: its scalar, or a new index into ``clusters``.
  mutating func content(for character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    if let scalar = iterator.next(), iterator.next() == nil { return scalar.value }
    clusters.append(character)
    return UInt32(clusters.count - 1) | PackedCell.clusterFlag
  }

  /// Blanks the outer halves of wide characters cut by the edges of the cells just written,
  /// `first..<end`: half a glyph must never stay behind.
  mutating func repairEdges(rowStart: Int, first: Int, end: Int, firstWasContinuation: Bool) {
    if firstWasContinuation {
      // Back to the character's first column, which goes too.
      var column = first - 1
      while column >= 0 {
        let cell = cells[rowStart + column]
        cells[rowStart + column] = PackedCell(content: 0x20, style: cell.style)
        if !cell.isContinuation { break }
        column -= 1
      }
    }
    var column = end
    while column < size.width, cells[rowStart + column].isContinuation {
      cells[rowStart + column] = PackedCell(content: 0x20, style: cells[rowStart + column].style)
      column += 1
    }
  }
}
