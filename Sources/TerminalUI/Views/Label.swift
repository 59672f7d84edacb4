/// A view that shows read-only text, like `UILabel`.
///
/// With ``numberOfLines`` at 1 the text stays on one line and is truncated with `…`; at 0 it
/// wraps onto as many lines as it needs; at any other number it wraps and the last line is
/// truncated. Line breaks in the text start new lines when it wraps and become spaces when it
/// does not. An empty label still takes one line, so that layouts do not jump when text arrives.
@MainActor
open class Label: View {
  /// The text shown.
  public var text: String {
    didSet {
      guard text != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// The style the text is drawn in.
  public var style: Style {
    didSet { setNeedsDisplay() }
  }

  /// The most lines the text may take, 1 by default; 0 for no limit.
  public var numberOfLines = 1 {
    didSet {
      guard numberOfLines != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// Where each line sits within the label's width.
  public var textAlignment = TextAlignment.left {
    didSet { setNeedsDisplay() }
  }

  /// Creates a label.
  public init(text: String = "", style: Style = .plain) {
    self.text = text
    self.style = style
    super.init()
  }

  /// The text's width, at most `size.width`, and the lines it takes at that width — never more
  /// than a non-zero `size.height` offers, since no more could be shown.
  open override func sizeThatFits(_ size: Size) -> Size {
    let rowsOnOffer = size.height > 0 ? size.height : Int.max
    let limit = numberOfLines == 0 ? rowsOnOffer : min(numberOfLines, rowsOnOffer)
    let lines = lines(fittingWidth: size.width, maximumLines: limit == .max ? 0 : limit)
    let widest = lines.map { DisplayWidth.of($0) }.max() ?? 0
    return Size(width: min(widest, size.width), height: max(1, lines.count))
  }

  /// Draws the lines that fit in the label's bounds.
  open override func draw(in context: DrawingContext) {
    let limit = numberOfLines == 0 ? bounds.height : min(numberOfLines, bounds.height)
    guard limit > 0 else { return }
    let lines = lines(fittingWidth: bounds.width, maximumLines: limit)
    for (row, line) in lines.enumerated() {
      let x = textAlignment.offset(forLineWidth: DisplayWidth.of(line), in: bounds.width)
      context.draw(line, at: Point(x: x, y: row), style: style)
    }
  }

  /// The text broken into lines of at most `width` columns; 0 lines means no limit.
  ///
  /// With a limit, only a bounded number of lines is laid out — the ones shown, and enough
  /// after them (each holds at least one character) to fill the last one before its `…` — so
  /// a huge text, such as a 10 MB description, costs what fits on screen.
  func lines(fittingWidth width: Int, maximumLines: Int) -> [String] {
    guard width > 0 else { return [] }
    if maximumLines == 1 {
      let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      return [TextLayout.truncate(paragraphs.joined(separator: " "), toWidth: width)]
    }
    var wrapper = LineWrapper(
      width: width, lineLimit: maximumLines > 0 ? maximumLines + width : .max)
    wrapper.append(text)
    let lines = wrapper.lines
    guard maximumLines > 0, lines.count > maximumLines else { return lines }
    let tail = lines[(maximumLines - 1)...].joined(separator: " ")
    return lines.prefix(maximumLines - 1) + [Self.truncateShowingCut(tail, toWidth: width)]
  }

  /// `text` cut to `width` columns, always ending in `…` because something after it was cut.
  private static func truncateShowingCut(_ text: String, toWidth width: Int) -> String {
    var kept = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width - 1 { break }
      kept.append(character)
      used += columns
    }
    while kept.last?.isWhitespace == true { kept.removeLast() }
    return kept + "…"
  }
}
