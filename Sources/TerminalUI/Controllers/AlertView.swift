/// The view of an ``AlertController``: transparent over the whole window, with a box in the
/// middle holding the title, the message wrapped to fit, and the buttons.
@MainActor
final class AlertView: View {
  /// The widest the box gets, in columns, however wide the terminal.
  private static let maximumWidth = 60

  var title = "" {
    didSet { setNeedsDisplay() }
  }
  var message = "" {
    didSet { setNeedsDisplay() }
  }
  var actionTitles: [String] = [] {
    didSet { setNeedsDisplay() }
  }
  var highlightedIndex = 0 {
    didSet { setNeedsDisplay() }
  }

  /// The alert holds the focus while it is up, so nothing behind it shows a cursor.
  override var canBecomeFirstResponder: Bool {
    true
  }

  /// Draws the box centered, shrinking the message to the rows available.
  override func draw(in context: DrawingContext) {
    let boxWidth = min(bounds.width, Self.maximumWidth, max(naturalInnerWidth + 4, 20))
    let innerWidth = max(0, boxWidth - 4)
    guard innerWidth > 0, bounds.height >= 3 else { return }
    let titleLines = title.isEmpty ? [] : [TextLayout.truncate(title, toWidth: innerWidth), ""]
    let buttonLines = ["", TextLayout.truncate(buttonsLine, toWidth: innerWidth)]
    let room = max(0, bounds.height - 2 - titleLines.count - buttonLines.count)
    var messageLines = TextLayout.wrap(message, toWidth: innerWidth)
    if messageLines.count > room {
      messageLines = Array(messageLines.prefix(room))
      if let last = messageLines.popLast() {
        messageLines.append(TextLayout.truncate(last + " …", toWidth: innerWidth))
      }
    }
    let lines = titleLines + messageLines + buttonLines
    let box = Rect(
      x: (bounds.width - boxWidth) / 2, y: max(0, (bounds.height - lines.count - 2) / 2),
      width: boxWidth, height: min(bounds.height, lines.count + 2))
    drawFrame(box, in: context)
    for (index, line) in lines.enumerated() where index + 1 < box.height - 1 {
      let isTitle = !titleLines.isEmpty && index == 0
      let isButtons = index == lines.count - 1
      let x =
        isTitle || isButtons
        ? box.minX + 2
          + TextAlignment.center.offset(
            forLineWidth: DisplayWidth.of(line), in: innerWidth)
        : box.minX + 2
      let point = Point(x: x, y: box.minY + 1 + index)
      if isButtons {
        drawButtons(at: point, in: context)
      } else {
        context.draw(line, at: point, style: Style(isBold: isTitle))
      }
    }
  }

  private var naturalInnerWidth: Int {
    max(DisplayWidth.of(title), DisplayWidth.of(buttonsLine), DisplayWidth.of(message))
  }

  private var buttonsLine: String {
    actionTitles.map { "[ \($0) ]" }.joined(separator: "  ")
  }

  private func drawButtons(at point: Point, in context: DrawingContext) {
    var x = point.x
    for (index, title) in actionTitles.enumerated() {
      if index > 0 { x += context.draw("  ", at: Point(x: x, y: point.y)) }
      let style = Style(isBold: true, isInverse: index == highlightedIndex)
      x += context.draw("[ \(title) ]", at: Point(x: x, y: point.y), style: style)
    }
  }

  private func drawFrame(_ box: Rect, in context: DrawingContext) {
    context.fill(box, style: .plain)
    let horizontal = String(repeating: "─", count: max(0, box.width - 2))
    context.draw("┌" + horizontal + "┐", at: box.origin)
    for y in (box.minY + 1)..<max(box.minY + 1, box.maxY - 1) {
      context.draw("│", at: Point(x: box.minX, y: y))
      context.draw("│", at: Point(x: box.maxX - 1, y: y))
    }
    context.draw("└" + horizontal + "┘", at: Point(x: box.minX, y: box.maxY - 1))
  }
}
