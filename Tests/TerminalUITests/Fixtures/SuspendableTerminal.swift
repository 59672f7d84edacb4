import TerminalUI

/// A headless terminal that also counts the times the application asked it to suspend.
@MainActor
final class SuspendableTerminal: TerminalBackend {
  private let headless = HeadlessTerminal(size: Size(width: 40, height: 10))
  private(set) var suspendCount = 0

  var size: Size { headless.size }
  var events: AsyncStream<TerminalEvent> { headless.events }
  func start() throws { try headless.start() }
  func present(_ canvas: Canvas) { headless.present(canvas) }
  func stop() { headless.stop() }
  func suspend() { suspendCount += 1 }
}
