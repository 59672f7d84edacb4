import TerminalUI

/// A few lines of text under a pane, newest at the bottom: what its app is doing, told by
/// whoever builds the split screen (`compare trace` lists the calls of the latest keys).
///
/// The split screen knows nothing of where the lines come from. It reads ``lines`` on every
/// frame and, between frames, every ``SplitScreen/stripRefreshInterval``, so a strip follows work
/// that ends after the key that started it (a search's answer, the typing pause); it calls
/// ``inputWillBeSent`` before it hands a key or a paste to the pane's app.
@MainActor
public struct PaneStrip {
  /// The title on the strip's first row, such as `calls · MVP`.
  public var title: String
  /// The lines to show now, oldest first; the last ones that fit are shown.
  public var lines: @MainActor () -> [String]
  /// Called with each key or paste before it goes to the pane's app.
  public var inputWillBeSent: @MainActor (TerminalEvent) -> Void

  /// A strip titled `title` showing what `lines` returns.
  public init(
    title: String, lines: @escaping @MainActor () -> [String],
    inputWillBeSent: @escaping @MainActor (TerminalEvent) -> Void = { _ in }
  ) {
    self.title = title
    self.lines = lines
    self.inputWillBeSent = inputWillBeSent
  }

  /// The title row's look: dim, as the divider.
  private static let titleStyle = Style(isDim: true)

  /// Draws the title and the last `lines` that fit into `rect`, each sanitized (W2) and cut to
  /// the strip's width.
  func draw(_ lines: [String], in rect: Rect, on canvas: inout Canvas) {
    guard rect.height > 0, rect.width > 0 else { return }
    let heading = "── " + Sanitizer.sanitize(title) + " "
    let rule = String(repeating: "─", count: max(0, rect.width - DisplayWidth.of(heading)))
    canvas.draw(
      TextLayout.truncate(heading + rule, toWidth: rect.width), at: rect.origin,
      style: Self.titleStyle, clip: rect)
    for (row, line) in lines.suffix(rect.height - 1).enumerated() {
      canvas.draw(
        TextLayout.truncate(Sanitizer.sanitize(line), toWidth: rect.width),
        at: Point(x: rect.minX, y: rect.minY + 1 + row), clip: rect)
    }
  }
}
