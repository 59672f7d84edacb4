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

  /// Waits until the output contains `text`, at most `seconds`; returns whether it did.
  ///
  /// The limit only bounds a failure: a demo that flushes each screen answers in milliseconds.
  func waitFor(containing text: String, seconds: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    while !String(decoding: received, as: UTF8.self).contains(text) {
      guard !isClosed, condition.wait(until: deadline) else { return false }
    }
    return true
  }

  /// Waits until the writer has closed its end, at most `seconds`; returns whether it did.
  ///
  /// A process that has exited has written everything, but the reading thread may not have
  /// read it all yet: what it wrote last is complete only once the end is read.
  func waitUntilClosed(seconds: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    while !isClosed {
      guard condition.wait(until: deadline) else { return false }
    }
    return true
  }
}
