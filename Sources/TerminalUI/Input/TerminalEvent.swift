/// Something the terminal reports to the application.
public enum TerminalEvent: Hashable, Sendable {
  /// A key press.
  case key(KeyEvent)
  /// Text pasted in one go (bracketed paste). Newlines in it never submit.
  case paste(String)
  /// The terminal changed size.
  case resize(Size)

  /// A key press without modifiers: `.press(.enter)`.
  public static func press(_ key: Key) -> TerminalEvent {
    .key(KeyEvent(key))
  }
}
