import CompareCommand
import Foundation

/// Standard streams held in memory for one run of `compare`: the input is text, handed out a
/// line at a time as Swift's `readLine(strippingNewline: true)` hands out a pipe's, and what is
/// written is kept, with what standard output held each time a line was asked for.
final class MemoryStreams: @unchecked Sendable {
  private let lock = NSLock()
  // Read and written only while holding `lock`.
  private var pending: Substring
  private var written = ""
  private var errors = ""
  private var reads: [String] = []
  private let outputIsClosed: Bool

  /// Streams whose input holds `input`; with `outputIsClosed`, every write to standard output
  /// fails, as it does when its reader went away.
  init(input: String = "", outputIsClosed: Bool = false) {
    pending = input[...]
    self.outputIsClosed = outputIsClosed
  }

  /// The streams as `compare` is handed them: neither input nor output a terminal.
  var io: CommandIO {
    CommandIO(
      readLine: { self.readLine() },
      write: { text throws(OutputClosed) in try self.write(text) },
      writeError: { self.writeError($0) })
  }

  /// Everything written to standard output.
  var output: String { lock.withLock { written } }
  /// Everything written to standard error.
  var errorOutput: String { lock.withLock { errors } }
  /// What standard output held each time a line was asked for, in order.
  var outputAtEachRead: [String] { lock.withLock { reads } }

  /// The next line up to a line feed, without it and without a carriage return right before
  /// it, as `readLine(strippingNewline: true)` reads one; the rest of the input when it has
  /// no line feed; `nil` at its end.
  private func readLine() -> String? {
    lock.withLock {
      reads.append(written)
      guard !pending.isEmpty else { return nil }
      let bytes = pending.utf8
      guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
        defer { pending = "" }
        return String(pending)
      }
      var line = bytes[bytes.startIndex..<end]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      pending = pending[bytes.index(after: end)...]
      return String(decoding: line, as: UTF8.self)
    }
  }

  private func write(_ text: String) throws(OutputClosed) {
    guard !outputIsClosed else { throw OutputClosed() }
    lock.withLock { written += text }
  }

  private func writeError(_ text: String) {
    lock.withLock { errors += text }
  }
}
