/// A spinner with a line of text after it, like `UIActivityIndicatorView`.
///
/// The spinner turns on the application's animation ticks — one frame every 100 ms of the
/// application's clock while any indicator on screen animates — never on wall time, so a test
/// with a manual clock decides exactly when it moves.
@MainActor
open class ActivityIndicatorView: View {
  /// The spinner's frames, one column each.
  static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// Shown after the spinner, such as `Searching "swift"…`.
  public var text: String {
    didSet {
      guard text != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// The style of ``text``.
  public var textStyle: Style {
    didSet { setNeedsDisplay() }
  }

  /// Hides the view while it is stopped; `true` by default, as in UIKit.
  public var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }

  /// True between ``startAnimating()`` and ``stopAnimating()``.
  public private(set) var isAnimating = false
  /// The index of the frame shown.
  private(set) var frameIndex = 0

  /// Creates a stopped indicator, hidden because it hides when stopped.
  public init(text: String = "", textStyle: Style = .plain) {
    self.text = text
    self.textStyle = textStyle
    super.init()
    isHidden = true
  }

  /// Shows the view and starts turning the spinner.
  public func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    isHidden = false
    setNeedsDisplay()
  }

  /// Stops the spinner and, if ``hidesWhenStopped``, hides the view.
  public func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    isHidden = hidesWhenStopped
    setNeedsDisplay()
  }

  /// Shows the next frame; called by the application on each animation tick.
  func advanceFrame() {
    frameIndex = (frameIndex + 1) % Self.frames.count
    setNeedsDisplay()
  }

  /// One row: the spinner, a space and the text.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(size.width, 2 + DisplayWidth.of(text)), height: 1)
  }

  /// Draws the current frame (or a blank while stopped) and the text.
  open override func draw(in context: DrawingContext) {
    let spinner = isAnimating ? String(Self.frames[frameIndex]) : " "
    context.draw(spinner, at: .zero, style: Style(isBold: true))
    context.draw(
      TextLayout.truncate(text, toWidth: bounds.width - 2), at: Point(x: 2, y: 0),
      style: textStyle)
  }
}
