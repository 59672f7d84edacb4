import TerminalUI

/// An in-memory terminal that turns every frame into the bytes a real terminal would be sent,
/// and counts them.
@MainActor
final class CountingTerminal: TerminalBackend {
  let size: Size
  let events: AsyncStream<TerminalEvent>
  /// Frames that changed something on screen.
  private(set) var framesDrawn = 0
  /// Bytes those frames would have written.
  private(set) var bytesWritten = 0

  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var renderer = FrameRenderer(colorsEnabled: true)

  init(size: Size) {
    self.size = size
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  func start() throws {}

  func present(_ canvas: Canvas) {
    let bytes = renderer.render(canvas).count
    guard bytes > 0 else { return }
    framesDrawn += 1
    bytesWritten += bytes
  }

  func stop() {}

  /// Delivers `event` to the application's run loop, as a key press on a real terminal would.
  func send(_ event: TerminalEvent) {
    continuation.yield(event)
  }

  func finish() {
    continuation.finish()
  }
}
