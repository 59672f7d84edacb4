/// What the application shows instead of the screen when the terminal is below its minimum
/// size: a centered message, wrapped and cut to fit even a single cell.
@MainActor
final class TerminalTooSmallView: View {
  /// The size the message asks for.
  var minimumSize = Size(width: 0, height: 0) {
    didSet { setNeedsDisplay() }
  }

  /// The message, for example "Terminal too small (needs at least 40×10)".
  var message: String {
    "Terminal too small (needs at least \(minimumSize.width)×\(minimumSize.height))"
  }

  /// Draws as much of the message as fits, centered both ways, ending in `…` when cut.
  override func draw(in context: DrawingContext) {
    let lines = TextLayout.wrap(message, toWidth: bounds.width, maximumLineCount: bounds.height)
    let top = (bounds.height - lines.count) / 2
    for (index, line) in lines.enumerated() {
      let x = TextAlignment.center.offset(forLineWidth: DisplayWidth.of(line), in: bounds.width)
      context.draw(line, at: Point(x: x, y: top + index), style: Style(isBold: true))
    }
  }
}
