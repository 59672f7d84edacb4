import TerminalUI

/// The terminal one pane's app sees: a part of the real one.
///
/// Its size is the pane's, its events are the keys the split screen forwards, and its frames go
/// back to the split screen, which draws them into the pane's part of the real terminal. The
/// app cannot tell it from a whole terminal: it runs exactly as in its demo.
@MainActor
final class PaneTerminal: TerminalBackend {
  /// The pane's size.
  private(set) var size: Size
  /// The events the split screen forwards.
  let events: AsyncStream<TerminalEvent>
  /// The last frame the app presented.
  private(set) var lastFrame: Canvas?
  /// Called with each frame the app presents.
  var presentHandler: ((Canvas) -> Void)?

  private let continuation: AsyncStream<TerminalEvent>.Continuation

  /// A pane of `size`.
  init(size: Size) {
    self.size = size
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// Nothing to take over: the split screen has the real terminal.
  func start() throws {}

  func present(_ canvas: Canvas) {
    lastFrame = canvas
    presentHandler?(canvas)
  }

  /// Nothing to give back: the split screen restores the real terminal.
  func stop() {}

  /// Hands `event` to the pane's app.
  func send(_ event: TerminalEvent) {
    continuation.yield(event)
  }

  /// Changes the pane's size and tells its app.
  func resize(to size: Size) {
    self.size = size
    continuation.yield(.resize(size))
  }

  /// Ends the events, as a closed input would.
  func finish() {
    continuation.finish()
  }
}
