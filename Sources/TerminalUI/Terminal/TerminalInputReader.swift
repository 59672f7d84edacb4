import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the terminal on a background thread and turns what it gets into events.
///
/// The thread waits in `poll` on two descriptors: the terminal's input, and a "wake" pipe.
/// The signal handlers write to that pipe when the window is resized (SIGWINCH) or a suspended
/// process continues (SIGCONT), and either becomes a resize event, which repaints the screen;
/// ``stop()`` writes to it when it is time to go. While the decoder holds a lone ESC, `poll`
/// waits only ``KeyDecoder/escapeTimeout`` and then settles it as the Escape key; inside a
/// paste or control string it waits ``KeyDecoder/stringTimeout`` and then ends it, so one that
/// never ends cannot swallow the keys after it. End of input finishes the event stream.
///
/// `@unchecked Sendable`: the descriptors and the continuation never change, and the one
/// mutable flag is guarded by `lock`.
final class TerminalInputReader: @unchecked Sendable {
  /// The byte ``stop()`` sends through the wake pipe; any other byte there means a resize.
  static let stopNotice: UInt8 = 0

  private let input: Int32
  private let output: Int32
  private let wake: (read: Int32, write: Int32)
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let escapeTimeout: Duration
  private let stringTimeout: Duration
  private let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var wasResized = false

  /// Creates a reader of `input` that yields into `continuation`, measuring `output` on resize.
  ///
  /// A lone ESC becomes Escape after `escapeTimeout` without another byte, and a paste or
  /// control string ends after `stringTimeout`; tests pass zero.
  init(
    input: Int32, output: Int32, wake: (read: Int32, write: Int32),
    continuation: AsyncStream<TerminalEvent>.Continuation,
    escapeTimeout: Duration = KeyDecoder.escapeTimeout,
    stringTimeout: Duration = KeyDecoder.stringTimeout
  ) {
    self.input = input
    self.output = output
    self.wake = wake
    self.continuation = continuation
    self.escapeTimeout = escapeTimeout
    self.stringTimeout = stringTimeout
  }

  /// Starts the reading thread.
  func start() {
    let thread = Thread { [self] in run() }
    thread.name = "TerminalInputReader"
    thread.start()
  }

  /// Asks the thread to end and waits briefly until it has; false if it did not.
  @discardableResult
  func stop() -> Bool {
    var notice = Self.stopNotice
    _ = write(wake.write, &notice, 1)
    return finished.wait(timeout: .now() + .seconds(1)) == .success
  }

  /// True once after each resize the thread saw: the screen may have been rearranged, so the
  /// next frame must be a full repaint.
  func takeResizeNotice() -> Bool {
    lock.withLock {
      defer { wasResized = false }
      return wasResized
    }
  }

  private func run() {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let escapeMilliseconds = Self.milliseconds(escapeTimeout)
    let stringMilliseconds = Self.milliseconds(stringTimeout)
    reading: while true {
      var descriptors = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      let timeout =
        decoder.isWaitingForEscapeTimeout
        ? escapeMilliseconds : decoder.isWaitingForEndOfString ? stringMilliseconds : -1
      let readyCount = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if readyCount < 0 {
        if errno == EINTR { continue }
        break
      }
      if readyCount == 0 {
        yield(decoder.flush())
        continue
      }
      if descriptors[1].revents != 0 {
        switch drainWakePipe() {
        case .stop: break reading
        case .resize: yield([.resize(TerminalSize.query(output))])
        case .nothing: break
        }
      }
      if descriptors[0].revents != 0 {
        let count = read(input, &buffer, buffer.count)
        if count > 0 {
          yield(decoder.decode(buffer[0..<count]))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          yield(decoder.flush())
          break reading
        }
      }
    }
    continuation.finish()
    finished.signal()
  }

  private static func milliseconds(_ duration: Duration) -> Int32 {
    let parts = duration.components
    return Int32(clamping: parts.seconds * 1_000 + parts.attoseconds / 1_000_000_000_000_000)
  }

  private enum WakeReason {
    case stop
    case resize
    case nothing
  }

  /// Reads every pending byte of the wake pipe, so that a storm of resizes becomes one event.
  private func drainWakePipe() -> WakeReason {
    var bytes = [UInt8](repeating: 0, count: 64)
    var reason = WakeReason.nothing
    while true {
      let count = read(wake.read, &bytes, bytes.count)
      guard count > 0 else { break }
      if bytes[0..<count].contains(Self.stopNotice) { return .stop }
      reason = .resize
    }
    if reason == .resize {
      lock.withLock { wasResized = true }
    }
    return reason
  }

  private func yield(_ events: [TerminalEvent]) {
    for event in TerminalEvent.joiningTypedText(events) {
      continuation.yield(event)
    }
  }
}
