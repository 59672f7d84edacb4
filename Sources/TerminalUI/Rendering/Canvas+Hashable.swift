extension Canvas {
  /// True when both canvases show the same cells, however their clusters are numbered.
  public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    guard lhs.size == rhs.size else { return false }
    if lhs.cells == rhs.cells && lhs.clusters == rhs.clusters { return true }
    return lhs.cells.indices.allSatisfy { lhs.hasSameCell(at: $0, as: rhs) }
  }

  /// Hashes what the cells show, consistently with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    for packed in cells {
      if packed.isCluster {
        hasher.combine(character(of: packed))
        hasher.combine(packed.attributes)
      } else {
        hasher.combine(packed)
      }
    }
  }
}
