/// The view of an ``AlertController``: transparent over the whole window, with a box in the
/// middle holding the title, the message wrapped to fit, and a row of buttons.
@MainActor
final class AlertView: View {
  /// The widest the box gets, in columns, however wide the terminal.
  private static let maximumWidth = 60
  /// The narrowest the box gets while the terminal allows it.
  private static let minimumWidth = 20

  private let titleLabel = Label(style: Style(isBold: true))
  private let messageLabel = Label()
  private var box = Rect.zero

  /// The bold line at the top; empty for none.
  var title: String {
    get { titleLabel.text }
    set {
      titleLabel.text = newValue
      setNeedsLayout()
    }
  }

  /// The text under the title, wrapped; cut with `…` when the terminal is too short for it.
  var message: String {
    get { messageLabel.text }
    set {
      messageLabel.text = newValue
      setNeedsLayout()
    }
  }

  /// The buttons' titles, left to right.
  var actionTitles: [String] = [] {
    didSet { setNeedsLayout() }
  }

  /// The button drawn in reverse video: the one Enter runs.
  var highlightedIndex = 0 {
    didSet { setNeedsDisplay() }
  }

  override init() {
    super.init()
    titleLabel.textAlignment = .center
    messageLabel.numberOfLines = 0
    addSubview(titleLabel)
    addSubview(messageLabel)
  }

  /// The alert holds the focus while it is up, so nothing behind it shows a cursor.
  override var canBecomeFirstResponder: Bool {
    true
  }

  /// Sizes the box to its content within the window and centers it; the message gets the rows
  /// the title and the buttons leave.
  override func layoutSubviews() {
    let naturalWidth = max(
      DisplayWidth.of(title), DisplayWidth.of(message), DisplayWidth.of(buttonsText))
    let width = min(bounds.width, Self.maximumWidth, max(naturalWidth + 4, Self.minimumWidth))
    let contentWidth = max(0, width - 4)
    let titleRows = title.isEmpty ? 0 : 2
    let messageRoom = max(0, bounds.height - 4 - titleRows)
    let messageRows =
      message.isEmpty
      ? 0
      : min(messageRoom, messageLabel.sizeThatFits(Size(width: contentWidth, height: 0)).height)
    let height = min(bounds.height, titleRows + messageRows + 4)
    box = Rect(
      x: (bounds.width - width) / 2, y: max(0, (bounds.height - height) / 2), width: width,
      height: height)
    titleLabel.frame = Rect(
      x: box.minX + 2, y: box.minY + 1, width: contentWidth, height: min(1, titleRows))
    messageLabel.frame = Rect(
      x: box.minX + 2, y: box.minY + 1 + titleRows, width: contentWidth, height: messageRows)
  }

  /// Draws the box and the buttons; the labels draw themselves inside it.
  override func draw(in context: DrawingContext) {
    guard box.width >= 5, box.height >= 3 else { return }
    context.fill(box, style: .plain)
    let horizontal = String(repeating: "─", count: box.width - 2)
    context.draw("┌" + horizontal + "┐", at: box.origin)
    for y in (box.minY + 1)..<(box.maxY - 1) {
      context.draw("│", at: Point(x: box.minX, y: y))
      context.draw("│", at: Point(x: box.maxX - 1, y: y))
    }
    context.draw("└" + horizontal + "┘", at: Point(x: box.minX, y: box.maxY - 1))
    drawButtons(
      in: context.context(
        for: Rect(x: box.minX + 2, y: box.maxY - 2, width: box.width - 4, height: 1)))
  }

  private var buttonsText: String {
    actionTitles.map { "[ \($0) ]" }.joined(separator: "  ")
  }

  /// Draws the buttons centered on one row, the highlighted one in reverse video.
  private func drawButtons(in row: DrawingContext) {
    var x = TextAlignment.center.offset(
      forLineWidth: DisplayWidth.of(buttonsText), in: row.bounds.width)
    for (index, title) in actionTitles.enumerated() {
      if index > 0 { x += 2 }
      let style = Style(isBold: true, isInverse: index == highlightedIndex)
      x += row.draw("[ \(title) ]", at: Point(x: x, y: 0), style: style)
    }
  }
}
