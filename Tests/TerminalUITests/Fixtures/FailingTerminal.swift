import TerminalUI

/// A terminal that cannot be taken over, and records whether it was given back.
@MainActor
final class FailingTerminal: TerminalBackend {
  struct StartError: Error {}

  let size = Size(width: 40, height: 10)
  let events = AsyncStream<TerminalEvent> { $0.finish() }
  private(set) var stopCount = 0
  private(set) var presentCount = 0

  func start() throws {
    throw StartError()
  }

  func present(_ canvas: Canvas) {
    presentCount += 1
  }

  func stop() {
    stopCount += 1
  }
}
