/// A terminal that lives in memory: for tests and for the line-oriented transcript mode.
///
/// It keeps the last frame it was asked to present, so a test can read the screen as plain text
/// through ``lines``, and it lets the caller play the person at the keyboard with ``send(_:)``
/// and ``resize(to:)``.
@MainActor
public final class HeadlessTerminal: TerminalBackend {
  /// The current size in columns and rows; changes only through ``resize(to:)``.
  public private(set) var size: Size
  /// The events sent with ``send(_:)`` and ``resize(to:)``, in order; ends at ``finish()``.
  public let events: AsyncStream<TerminalEvent>
  /// The last frame presented, or `nil` before the first one.
  public private(set) var lastFrame: Canvas?
  /// How many frames have been presented.
  public private(set) var presentCount = 0
  /// True between ``start()`` and ``stop()``.
  public private(set) var isStarted = false

  private let continuation: AsyncStream<TerminalEvent>.Continuation

  /// Creates a terminal of `size` with no frame yet.
  public init(size: Size) {
    self.size = size
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// The last frame as plain text, one string per row without trailing spaces.
  ///
  /// Empty before the first frame. This is the text the golden files hold.
  public var lines: [String] {
    lastFrame?.lines ?? []
  }

  /// Marks the terminal as started; an in-memory grid has nothing to take over.
  public func start() throws {
    isStarted = true
  }

  /// Keeps `canvas` as the last frame.
  public func present(_ canvas: Canvas) {
    lastFrame = canvas
    presentCount += 1
  }

  /// Marks the terminal as stopped; safe to call more than once.
  public func stop() {
    isStarted = false
  }

  /// Delivers `event` to whoever reads ``events``, as if the person had typed it.
  public func send(_ event: TerminalEvent) {
    continuation.yield(event)
  }

  /// Changes ``size`` and reports the change as a ``TerminalEvent/resize(_:)`` event.
  public func resize(to size: Size) {
    self.size = size
    continuation.yield(.resize(size))
  }

  /// Ends ``events``, as if the input had been closed.
  public func finish() {
    continuation.finish()
  }
}
