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
      laidOutLines = nil
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

  /// The lines last broken from ``text``, and the width and limit they were broken for: a label
  /// measured and drawn in every frame breaks its text again only when one of them changes.
  private var laidOutLines: (width: Int, maximumLines: Int, lines: [String])?

  /// Creates a label.
  public init(text: String = "", style: Style = .plain) {
    self.text = text
    self.style = style
    super.init()
  }

  /// The text's width, at most `size.width`, and the lines it takes at that width — never more
  /// than a non-zero `size.height` offers, since no more could be shown.
  open override func sizeThatFits(_ size: Size) -> Size {
    let rowsOnOffer = size.height > 0 ? size.height : .max
    let lines = lines(fittingWidth: size.width, maximumLines: lineLimit(inRows: rowsOnOffer))
    let widest = lines.map { DisplayWidth.of($0) }.max() ?? 0
    return Size(width: min(widest, size.width), height: max(1, lines.count))
  }

  /// Draws the lines that fit in the label's bounds.
  open override func draw(in context: DrawingContext) {
    let lines = lines(fittingWidth: bounds.width, maximumLines: lineLimit(inRows: bounds.height))
    for (row, line) in lines.enumerated() {
      let x = textAlignment.offset(forLineWidth: DisplayWidth.of(line), in: bounds.width)
      context.draw(line, at: Point(x: x, y: row), style: style)
    }
  }

  /// The text broken into at most `maximumLines` lines of at most `width` columns.
  ///
  /// On a single line the text does not wrap: its line breaks become spaces.
  func lines(fittingWidth width: Int, maximumLines: Int) -> [String] {
    guard width > 0, maximumLines > 0 else { return [] }
    if let laidOutLines, laidOutLines.width == width, laidOutLines.maximumLines == maximumLines {
      return laidOutLines.lines
    }
    let lines =
      maximumLines == 1
      ? [TextLayout.truncate(singleLineText, toWidth: width)]
      : TextLayout.wrap(text, toWidth: width, maximumLineCount: maximumLines)
    laidOutLines = (width, maximumLines, lines)
    return lines
  }

  /// The text on one line: each line break (`\n`, `\r`, `\r\n`, a line or paragraph
  /// separator) becomes a space, as a one-line label and a table row show it.
  var singleLineText: String {
    // Printable ASCII has no line break: most text is answered without reading characters.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }),
      text.contains(where: \.isNewline)
    else { return text }
    let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    return paragraphs.joined(separator: " ")
  }

  /// The most lines the text may take in `rows` rows, given ``numberOfLines``.
  private func lineLimit(inRows rows: Int) -> Int {
    numberOfLines == 0 ? rows : min(numberOfLines, rows)
  }
}
