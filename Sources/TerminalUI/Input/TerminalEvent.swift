/// Something the terminal reports to the application.
public enum TerminalEvent: Hashable, Sendable {
  /// A key press.
  case key(KeyEvent)
  /// Text pasted in one go (bracketed paste). Newlines in it never submit.
  case paste(String)
  /// Printable characters that arrived together, such as a paste the terminal sent as
  /// keystrokes: the same as pressing each in turn, but a text field inserts them at once.
  case text(String)
  /// The terminal changed size.
  case resize(Size)

  /// A key press without modifiers: `.press(.enter)`.
  public static func press(_ key: Key) -> TerminalEvent {
    .key(KeyEvent(key))
  }
}
