/// Where frames go and events come from: the real terminal, or an in-memory grid in tests.
@MainActor
public protocol TerminalBackend: AnyObject {
  /// The current size in columns and rows.
  var size: Size { get }
  /// Key presses, pastes and resizes, in the order they happened. Ends when the input ends.
  var events: AsyncStream<TerminalEvent> { get }
  /// Takes over the terminal (raw mode, alternate screen, hidden cursor, bracketed paste).
  func start() throws
  /// Shows `canvas`, writing only what changed since the last frame.
  func present(_ canvas: Canvas)
  /// Gives the terminal back exactly as it was found. Safe to call more than once.
  func stop()
  /// Gives the terminal back and stops the process, as Ctrl-Z does in a shell; takes the
  /// terminal over again, with a full repaint, when the process is continued.
  func suspend()
}

extension TerminalBackend {
  /// Does nothing: a terminal that is not a real one has no shell to return to.
  public func suspend() {}
}
