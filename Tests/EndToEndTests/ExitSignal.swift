import Foundation

/// A started process's exit, as the process reports it: ``wait()`` returns as soon as it has
/// exited.
///
/// `Process.waitUntilExit()` on Linux looks every 50 ms whether the process is still running,
/// so each run a test waits for that way costs up to 50 ms of nothing; this is woken by the exit
/// itself. Made before the process is started, so that no exit goes unheard.
final class ExitSignal: Sendable {
  private let exited = DispatchSemaphore(value: 0)

  /// Listens for `process`'s exit; call before `process.run()`.
  init(_ process: Process) {
    process.terminationHandler = { [exited] _ in exited.signal() }
  }

  /// Blocks until the process has exited, after which its status is known; call it once.
  func wait() {
    exited.wait()
  }
}
