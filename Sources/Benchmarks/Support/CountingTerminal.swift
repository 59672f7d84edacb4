import TerminalUI

/// An in-memory terminal that turns every frame into the bytes a real terminal would be sent,
/// and counts them.
@MainActor
public final class CountingTerminal: TerminalBackend {
  public let size: Size
  public let events: AsyncStream<TerminalEvent>
  /// The last frame presented.
  public private(set) var lastFrame: Canvas?
  /// How many frames were presented.
  public private(set) var presentCount = 0
  /// Bytes the frames would have written.
  public private(set) var bytesWritten = 0

  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var renderer = FrameRenderer(colorsEnabled: true)

  public init(size: Size) {
    self.size = size
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// The last frame's text, row by row.
  public var lines: [String] {
    lastFrame?.lines ?? []
  }

  public func start() throws {}

  public func present(_ canvas: Canvas) {
    lastFrame = canvas
    presentCount += 1
    bytesWritten += renderer.render(canvas).count
  }

  public func stop() {}

  /// Delivers `event` to the application's run loop, as a key press on a real terminal would.
  public func send(_ event: TerminalEvent) {
    continuation.yield(event)
  }

  /// Ends the events, as closing the terminal would.
  public func finish() {
    continuation.finish()
  }
}
