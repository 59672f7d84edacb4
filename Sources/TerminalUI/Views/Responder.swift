/// An object that can handle keys: the base of views and view controllers, like `UIResponder`.
///
/// A key goes first to the window's first responder. Each responder either handles it and
/// returns `true`, or returns `false` to pass it to its ``next`` responder: a view passes to
/// its superview, a view controller's root view to its view controller, a view controller to
/// the superview of its view. What nobody handles reaches the application, which uses it to
/// move the focus (see ``Application``).
@MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The responder that gets the keys this one does not handle.
  open var next: Responder? {
    nil
  }

  /// Handles a key press; returns `false` to pass it up the responder chain.
  open func keyPressed(_ event: KeyEvent) -> Bool {
    false
  }

  /// Handles text pasted in one go; returns `false` when this responder takes no text.
  open func paste(_ text: String) -> Bool {
    false
  }

  /// Inserts typed characters in one go, like `UIKeyInput.insertText(_:)`; returns `false`
  /// when this responder takes no text, and the characters are then pressed one by one.
  open func insertText(_ text: String) -> Bool {
    false
  }
}
