/// A position on the screen in columns (`x`) and rows (`y`), from the top-left corner.
public struct Point: Hashable, Sendable {
  /// The column, starting at 0.
  public var x: Int
  /// The row, starting at 0.
  public var y: Int

  /// The top-left corner.
  public static let zero = Point(x: 0, y: 0)

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A size in columns and rows.
public struct Size: Hashable, Sendable {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// No columns, no rows.
  public static let zero = Size(width: 0, height: 0)

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
  /// The top-left cell.
  public var origin: Point
  /// The number of columns and rows.
  public var size: Size

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// Creates a rectangle from its top-left cell and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The leftmost column.
  public var minX: Int { origin.x }
  /// The top row.
  public var minY: Int { origin.y }
  /// The column just past the right edge.
  public var maxX: Int { origin.x + size.width }
  /// The row just below the bottom edge.
  public var maxY: Int { origin.y + size.height }
  /// The number of columns.
  public var width: Int { size.width }
  /// The number of rows.
  public var height: Int { size.height }
  /// True when the rectangle holds no cell.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// True when `point` lies inside the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The cells both rectangles cover; empty when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
