/// A view that shows a window onto a taller content view and scrolls it by rows, like a
/// vertical `UIScrollView`.
///
/// The content view gets the scroll view's width and the height it asks for at that width (at
/// most ``maximumContentHeight`` rows, so a 10 MB text costs what a thousand lines cost), and
/// is drawn shifted up by ``contentOffset``, clipped to the scroll view. When the content is
/// taller than the scroll view, a dim `▲` or `▼` at the right edge says there is more above or
/// below. A scroll view is flexible: in a ``StackView`` it takes the space the others leave.
/// It takes no focus; ``scroll(for:)`` lets the view that receives the keys scroll it.
@MainActor
open class ScrollView: View {
  /// The most rows the content is laid out in.
  public static let maximumContentHeight = 1_000

  /// The view scrolled.
  public let contentView: View
  /// The first content row on screen; layout keeps it in range.
  public private(set) var contentOffset = 0
  /// The content's height as of the last layout.
  public private(set) var contentHeight = 0

  private let indicators = ScrollIndicatorView()
  private var isScrollingToEnd = false

  /// Creates a scroll view showing `contentView` from its top.
  public init(contentView: View) {
    self.contentView = contentView
    super.init()
    isFlexible = true
    addSubview(contentView)
    addSubview(indicators)
  }

  /// The content's height at `size.width`, as far as `size` allows.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: min(size.height, measuredContentHeight(width: size.width)))
  }

  /// Measures the content, keeps the offset in range and places the content and indicators.
  open override func layoutSubviews() {
    contentHeight = measuredContentHeight(width: bounds.width)
    let largestOffset = max(0, contentHeight - bounds.height)
    if isScrollingToEnd { contentOffset = largestOffset }
    isScrollingToEnd = false
    contentOffset = min(max(0, contentOffset), largestOffset)
    contentView.frame = Rect(x: 0, y: -contentOffset, width: bounds.width, height: contentHeight)
    indicators.frame = bounds
    indicators.showsMoreAbove = contentOffset > 0
    indicators.showsMoreBelow = contentOffset < largestOffset
  }

  /// Scrolls by `rows` (negative: up), within the content; returns false when it cannot move.
  @discardableResult
  public func scroll(by rows: Int) -> Bool {
    let largestOffset = max(0, contentHeight - bounds.height)
    let target = min(max(0, contentOffset + rows), largestOffset)
    guard target != contentOffset else { return false }
    contentOffset = target
    setNeedsLayout()
    return true
  }

  /// Shows the end of the content at the next layout, such as a status line just added.
  public func scrollToEnd() {
    isScrollingToEnd = true
    setNeedsLayout()
  }

  /// Scrolls for Up, Down, Page Up, Page Down, Home and End; returns false for any other key,
  /// and for those when the content fits and there is nothing to scroll.
  public func scroll(for event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, contentHeight > bounds.height else { return false }
    let page = max(1, bounds.height - 1)
    switch event.key {
    case .up: scroll(by: -1)
    case .down: scroll(by: 1)
    case .pageUp: scroll(by: -page)
    case .pageDown: scroll(by: page)
    case .home: scroll(by: -contentOffset)
    case .end: scroll(by: contentHeight)
    default: return false
    }
    return true
  }

  private func measuredContentHeight(width: Int) -> Int {
    contentView.sizeThatFits(Size(width: width, height: Self.maximumContentHeight)).height
  }
}

/// The `▲` and `▼` at the right edge of a scroll view with more content above or below.
@MainActor
final class ScrollIndicatorView: View {
  var showsMoreAbove = false {
    didSet { setNeedsDisplay() }
  }

  var showsMoreBelow = false {
    didSet { setNeedsDisplay() }
  }

  override func draw(in context: DrawingContext) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let x = bounds.width - 1
    if showsMoreAbove { context.draw("▲", at: Point(x: x, y: 0), style: Style(isDim: true)) }
    if showsMoreBelow {
      context.draw("▼", at: Point(x: x, y: bounds.height - 1), style: Style(isDim: true))
    }
  }
}
