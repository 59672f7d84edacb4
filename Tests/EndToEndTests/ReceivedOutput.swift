import Foundation

/// What a demo has written so far, appended from a reading thread and waited for by a test
/// without sleeping.
final class ReceivedOutput: @unchecked Sendable {
  private let condition = NSCondition()
  // Read and written only while holding `condition`.
  private var received = Data()
  private var isClosed = false

  /// Everything received so far, as text.
  var text: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: received, as: UTF8.self)
  }

  /// Adds `data`; empty data means the writer closed its end.
  func append(_ data: Data) {
    condition.lock()
    if data.isEmpty { isClosed = true } else { received.append(data) }
    condition.broadcast()
    condition.unlock()
  }

  /// How long a wait for a demo that stays alive and silent lasts before it counts as a
  /// failure: a hang made a failure, never a bound on the work, since a demo that flushes each
  /// screen answers in milliseconds however busy the machine is.
  static let hangGuard: TimeInterval = 120

  /// Waits until the output contains `text`, or ends without it; returns whether it did.
  ///
  /// Each wait ends on what the writer does: more output, or its end. Only a writer that
  /// stays alive and silent meets ``hangGuard``.
  func waitFor(containing text: String) -> Bool {
    let deadline = Date(timeIntervalSinceNow: Self.hangGuard)
    condition.lock()
    defer { condition.unlock() }
    while !String(decoding: received, as: UTF8.self).contains(text) {
      guard !isClosed, condition.wait(until: deadline) else { return false }
    }
    return true
  }

  /// Waits until the writer has closed its end.
  ///
  /// A process that has exited has written everything, but the reading thread may not have
  /// read it all yet: what it wrote last is complete only once the end is read.
  func waitUntilClosed() {
    condition.lock()
    defer { condition.unlock() }
    while !isClosed { condition.wait() }
  }
}
