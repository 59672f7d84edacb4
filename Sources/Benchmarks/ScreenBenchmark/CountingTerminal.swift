import TerminalUI

/// An in-memory terminal that turns every frame into the bytes a real terminal would be sent,
/// and counts them.
@MainActor
final class CountingTerminal: TerminalBackend {
  let size: Size
  let events: AsyncStream<TerminalEvent>
  /// The last frame presented.
  private(set) var lastFrame: Canvas?
  /// Bytes the frames would have written.
  private(set) var bytesWritten = 0

  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var renderer = FrameRenderer(colorsEnabled: true)

  init(size: Size) {
    self.size = size
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  func start() throws {}

  func present(_ canvas: Canvas) {
    lastFrame = canvas
    bytesWritten += renderer.render(canvas).count
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
