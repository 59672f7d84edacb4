/// A button of an alert, like `UIAlertAction`.
@MainActor
public final class AlertAction {
  /// What the button does, which decides the key that triggers it.
  public enum Style: Hashable, Sendable {
    /// An ordinary action; the first one is the default for Enter.
    case `default`
    /// Cancels; Escape triggers it.
    case cancel
    /// Changes or deletes something; drawn like the default style.
    case destructive
  }

  /// The button's text.
  public let title: String
  /// What the button does.
  public let style: Style
  let handler: (@MainActor (AlertAction) -> Void)?

  /// Creates an action; `handler` runs after the alert has been dismissed.
  public init(
    title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
