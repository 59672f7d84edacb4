/// Where a line of text sits within its width, like `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable {
  /// Against the left edge.
  case left
  /// In the middle; an odd leftover column goes to the right.
  case center
  /// Against the right edge.
  case right

  /// The column a line `lineWidth` columns wide starts at within `width` columns.
  func offset(forLineWidth lineWidth: Int, in width: Int) -> Int {
    switch self {
    case .left: 0
    case .center: max(0, (width - lineWidth) / 2)
    case .right: max(0, width - lineWidth)
    }
  }
}
