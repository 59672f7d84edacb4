/// Where a view draws itself: the frame being composed, seen through the view's own coordinates.
///
/// Point `(0, 0)` is the view's top-left cell, and nothing drawn lands outside the view's frame
/// (or outside its superviews' frames). Text is sanitized on its way into the frame, so a view can
/// draw untrusted strings as they are.
@MainActor
public struct DrawingContext {
  /// The view's own rectangle: origin zero, the view's size.
  public let bounds: Rect

  private let frame: FrameBuffer
  private let origin: Point
  private let clip: Rect

  init(frame: FrameBuffer, origin: Point, size: Size, clip: Rect) {
    self.frame = frame
    self.origin = origin
    self.bounds = Rect(origin: .zero, size: size)
    self.clip = clip.intersection(Rect(origin: origin, size: size))
  }

  /// True when no cell of the view is on screen, so drawing would change nothing.
  public var isClippedAway: Bool {
    clip.isEmpty
  }

  /// Draws `text` on one row from `point`, in the view's coordinates; returns the columns drawn.
  ///
  /// Wide characters take two columns and are never split at the edge.
  @discardableResult
  public func draw(_ text: String, at point: Point, style: Style = .plain) -> Int {
    frame.canvas.draw(text, at: absolute(point), style: style, clip: clip)
  }

  /// Fills the whole view with blank cells in `style`.
  public func fill(style: Style) {
    fill(bounds, style: style)
  }

  /// Fills `rect`, in the view's coordinates, with blank cells in `style`.
  public func fill(_ rect: Rect, style: Style) {
    let target = Rect(origin: absolute(rect.origin), size: rect.size).intersection(clip)
    frame.canvas.fill(target, style: style)
  }

  /// A context for a subview at `subviewFrame`, given in this view's coordinates.
  func context(for subviewFrame: Rect) -> DrawingContext {
    DrawingContext(
      frame: frame, origin: absolute(subviewFrame.origin), size: subviewFrame.size, clip: clip)
  }

  private func absolute(_ point: Point) -> Point {
    Point(x: origin.x + point.x, y: origin.y + point.y)
  }
}
