extension CatalogQuery {
  /// The star counts a `stars:` qualifier allows, both bounds included.
  public struct StarRange: Hashable, Sendable {
    /// The fewest stars allowed; `nil` means no lower bound.
    public var minimum: Int?
    /// The most stars allowed; `nil` means no upper bound.
    public var maximum: Int?

    /// Creates a range; a minimum above the maximum allows nothing, as on GitHub.
    public init(minimum: Int? = nil, maximum: Int? = nil) {
      self.minimum = minimum
      self.maximum = maximum
    }

    /// Reads a `stars:` value: `>N`, `>=N`, `<N`, `<=N`, `N`, `N..M`, `N..*` or `*..M`.
    ///
    /// Returns `nil` for anything else, so that the caller keeps the text as a free term.
    public init?(parsing value: String) {
      let sides = value.split(separator: "..", omittingEmptySubsequences: false)
      if sides.count == 2 {
        guard let lower = Bound(sides[0]), let upper = Bound(sides[1]) else { return nil }
        self.init(minimum: lower.limit, maximum: upper.limit)
      } else if let number = Self.number(after: ">=", in: value) {
        self.init(minimum: number)
      } else if let number = Self.number(after: "<=", in: value) {
        self.init(maximum: number)
      } else if let number = Self.number(after: ">", in: value) {
        // Checked so that `stars:>9223372036854775807` allows nothing instead of overflowing.
        self = number == .max ? .empty : StarRange(minimum: number + 1)
      } else if let number = Self.number(after: "<", in: value) {
        self = number == .min ? .empty : StarRange(maximum: number - 1)
      } else if let number = Int(value) {
        self.init(minimum: number, maximum: number)
      } else {
        return nil
      }
    }

    /// A range that allows no star count at all.
    private static let empty = StarRange(minimum: .max, maximum: .min)

    /// True when `stars` lies within the range.
    public func contains(_ stars: Int) -> Bool {
      if let minimum, stars < minimum { return false }
      if let maximum, stars > maximum { return false }
      return true
    }

    /// The number written right after `prefix`, when `value` is exactly that.
    private static func number(after prefix: String, in value: String) -> Int? {
      guard value.hasPrefix(prefix) else { return nil }
      return Int(value.dropFirst(prefix.count))
    }
  }
}

extension CatalogQuery.StarRange {
  /// One side of `N..M`: a number, or `*` for a side left open.
  private enum Bound {
    case open
    case number(Int)

    init?(_ text: Substring) {
      if text == "*" {
        self = .open
      } else if let number = Int(text) {
        self = .number(number)
      } else {
        return nil
      }
    }

    /// The bound as a range limit: `nil` when open.
    var limit: Int? {
      switch self {
      case .open: nil
      case .number(let number): number
      }
    }
  }
}
