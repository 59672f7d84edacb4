/// One canvas drawn inside another: how a screen is shown in part of a larger one, as the two
/// panes of a split terminal are.
extension Canvas {
  /// Copies `canvas` onto this canvas with its top-left cell at `origin`, clipped to this
  /// canvas; cells keep their characters and styles.
  ///
  /// Wide characters are never split: one whose half falls outside the clip becomes a space,
  /// and one of this canvas that is half covered is blanked, as ``draw(_:at:style:clip:)``
  /// does.
  public mutating func draw(_ canvas: Canvas, at origin: Point) {
    let area = Rect(origin: origin, size: canvas.size).intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      let rowStart = y * size.width
      let sourceRowStart = (y - origin.y) * canvas.size.width - origin.x
      let firstWasContinuation = cells[rowStart + area.minX].isContinuation
      for x in area.minX..<area.maxX {
        let source = canvas.cells[sourceRowStart + x]
        let isCut =
          (x == area.minX && source.isContinuation)
          || (x == area.maxX - 1 && x - origin.x + 1 < canvas.size.width
            && canvas.cells[sourceRowStart + x + 1].isContinuation)
        if isCut {
          cells[rowStart + x] = PackedCell(content: 0x20, style: source.style)
        } else if source.isCluster {
          let content = content(for: canvas.character(of: source))
          cells[rowStart + x] = PackedCell(
            content: content, style: source.style, isContinuation: source.isContinuation)
        } else {
          cells[rowStart + x] = source
        }
      }
      repairEdges(
        rowStart: rowStart, first: area.minX, end: area.maxX,
        firstWasContinuation: firstWasContinuation)
    }
  }
}
