/// One row of a table view, like `UITableViewCell`.
///
/// Set the text of ``textLabel`` and ``detailTextLabel`` (and their styles) and, if you like, an
/// ``accessoryText`` such as `"★ 1.2k"`. The cell draws them itself according to its
/// ``CellStyle``, one line each, truncated with `…` to fit — the labels hold text and style and
/// are not laid out as subviews. The selected row is drawn in reverse video while the table has
/// the focus, and with its first line underlined otherwise.
@MainActor
open class TableViewCell: View {
  /// How the cell arranges its text, after UIKit's cell styles.
  public enum CellStyle: Hashable, Sendable {
    /// The text alone on one line; the detail is not shown.
    case `default`
    /// The text on the first line and the detail, dimmed, on the second: give the table a
    /// ``TableView/rowHeight`` of 2.
    case subtitle
    /// The text on the left and the detail on the right of one line.
    case value1
  }

  /// How the cell arranges its text.
  public let cellStyle: CellStyle
  /// The main text.
  public let textLabel = Label()
  /// The secondary text; dimmed by default.
  public let detailTextLabel = Label(style: Style(isDim: true))

  /// Text drawn against the right edge of the first line, after the detail of a `value1` cell.
  public var accessoryText: String? {
    didSet { setNeedsDisplay() }
  }

  /// The style of ``accessoryText``.
  public var accessoryStyle = Style.plain {
    didSet { setNeedsDisplay() }
  }

  /// True for the table's selected row; set by the table view.
  public internal(set) var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      setNeedsDisplay()
    }
  }

  /// The table showing the cell, whose focus decides how the selection looks.
  private var tableView: TableView? {
    superview as? TableView
  }

  /// Creates a cell of `style`.
  public init(style: CellStyle = .default) {
    cellStyle = style
    super.init()
  }

  /// Draws the text, the detail and the accessory, one column in from each edge.
  ///
  /// The trailing text (a `value1` detail, the accessory) keeps its width up to half the line,
  /// or more when the main text is short; the main text is truncated to what is left.
  open override func draw(in context: DrawingContext) {
    let showsFocus = isSelected && tableView?.isFirstResponder == true
    if showsFocus { context.fill(style: Style(isInverse: true)) }
    let width = bounds.width - 2
    guard width > 0 else { return }
    // One line each, as a one-line label shows it: a line break in the text is a space.
    let text = textLabel.singleLineText
    var trailing: [(text: String, style: Style)] = []
    if cellStyle == .value1 {
      trailing.append((detailTextLabel.singleLineText, detailTextLabel.style))
    }
    trailing.append((accessoryText ?? "", accessoryStyle))
    trailing.removeAll { $0.text.isEmpty }
    let naturalWidth = DisplayWidth.of(trailing.map(\.text).joined(separator: " "))
    let textNeeds = DisplayWidth.of(text) + 1
    let trailingWidth = min(naturalWidth, max(width / 2, width - textNeeds))
    let textWidth = trailingWidth == 0 ? width : max(0, width - trailingWidth - 1)
    // The labels keep their truncated lines from frame to frame, while text and width stay.
    context.draw(
      textLabel.lines(fittingWidth: textWidth, maximumLines: 1).first ?? "", at: Point(x: 1, y: 0),
      style: appearance(textLabel.style, showsFocus: showsFocus, isFirstLine: true))
    let end = 1 + width
    var x = end - trailingWidth
    for part in trailing where x < end {
      let style = appearance(part.style, showsFocus: showsFocus, isFirstLine: true)
      x +=
        context.draw(
          TextLayout.truncate(part.text, toWidth: end - x), at: Point(x: x, y: 0), style: style) + 1
    }
    if cellStyle == .subtitle {
      context.draw(
        detailTextLabel.lines(fittingWidth: width, maximumLines: 1).first ?? "",
        at: Point(x: 1, y: 1),
        style: appearance(detailTextLabel.style, showsFocus: showsFocus, isFirstLine: false))
    }
  }

  private func appearance(_ style: Style, showsFocus: Bool, isFirstLine: Bool) -> Style {
    var appearance = style
    if showsFocus {
      appearance.isInverse = true
    } else if isSelected, isFirstLine {
      appearance.isUnderlined = true
    }
    return appearance
  }
}
