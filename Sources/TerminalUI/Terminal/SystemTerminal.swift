import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: raw mode, the alternate screen, and a key decoder on a background thread.
///
/// ``start()`` takes the terminal over and ``stop()`` gives it back exactly as it was found.
/// In between, the terminal is also given back when:
/// - a signal ends the process (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGABRT), which is then
///   raised again with its default action;
/// - the process crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP), which then goes to the
///   action that was there before, so Swift's backtracer still reports it;
/// - the process is suspended (Ctrl-Z, SIGTSTP), until it continues and takes the terminal
///   over again;
/// - the process calls `exit` early.
///
/// Each ``present(_:)`` is a single `write` of only what changed.
@MainActor
public final class SystemTerminal: TerminalBackend {
  /// Key presses, pastes and resizes; finishes when the input ends or the terminal stops.
  public let events: AsyncStream<TerminalEvent>

  private let input: Int32
  private let output: Int32
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var renderer: FrameRenderer
  private var session: Session?

  /// What exists only while the terminal is taken over.
  private struct Session {
    var reader: TerminalInputReader
    var wake: (read: Int32, write: Int32)
    var previousSignalActions: [Int32: sigaction]
    var savedMode: termios
  }

  /// Creates a terminal on `input` and `output`; colors are off when `NO_COLOR` is set and not
  /// empty in `environment`.
  public init(
    input: Int32 = STDIN_FILENO,
    output: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.input = input
    self.output = output
    let isColorDisabled = !(environment["NO_COLOR"] ?? "").isEmpty
    renderer = FrameRenderer(colorsEnabled: !isColorDisabled)
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// True when `fileDescriptor` is a terminal, not a pipe or a file.
  public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// The terminal's current size, asked of the kernel; 80x24 when it cannot tell.
  public var size: Size {
    TerminalSize.query(output)
  }

  /// False when `NO_COLOR` was set: frames keep bold, dim, underline and inverse, not colors.
  public var colorsEnabled: Bool {
    renderer.colorsEnabled
  }

  /// True between ``start()`` and ``stop()``.
  public var isStarted: Bool {
    session != nil
  }

  /// Takes over the terminal: raw mode, alternate screen, hidden cursor, bracketed paste.
  ///
  /// Throws ``TerminalError/notATerminal`` when input or output is not a terminal. Calling it
  /// again while started does nothing.
  public func start() throws {
    guard session == nil else { return }
    guard Self.isTerminal(input), Self.isTerminal(output) else { throw TerminalError.notATerminal }
    let savedMode = try TerminalMode.current(of: input)
    guard let wake = FileDescriptor.makePipe() else {
      throw TerminalError.systemCallFailed(name: "pipe", errorNumber: errno)
    }
    // Handlers first, so that a signal arriving during the switch still restores the terminal.
    let previousSignalActions = TerminalSignals.install(
      input: input, output: output, savedMode: savedMode, resizeNotification: wake.write)
    do {
      try TerminalMode.apply(TerminalMode.raw(from: savedMode), to: input)
    } catch {
      TerminalSignals.uninstall(restoring: previousSignalActions)
      close(wake.read)
      close(wake.write)
      throw error
    }
    send(ControlSequence.setUpScreen)
    renderer.invalidate()
    let reader = TerminalInputReader(
      input: input, output: output, wake: wake, continuation: continuation)
    session = Session(
      reader: reader, wake: wake, previousSignalActions: previousSignalActions,
      savedMode: savedMode)
    reader.start()
  }

  /// Shows `canvas` with one `write` of only what changed; writes nothing when nothing did.
  ///
  /// Does nothing unless the terminal is started.
  public func present(_ canvas: Canvas) {
    guard let session else { return }
    if session.reader.takeResizeNotice() {
      // The terminal may have reflowed or cleared the screen while resizing.
      renderer.invalidate()
    }
    let bytes = renderer.render(canvas)
    if !bytes.isEmpty { send(bytes) }
  }

  /// Gives the terminal back exactly as it was found; safe to call more than once.
  ///
  /// Also finishes ``events``.
  public func stop() {
    guard let session else { return }
    self.session = nil
    send(ControlSequence.restoreScreen)
    try? TerminalMode.apply(session.savedMode, to: input)
    TerminalSignals.uninstall(restoring: session.previousSignalActions)
    if session.reader.stop() {
      close(session.wake.read)
      close(session.wake.write)
    }
    continuation.finish()
  }

  /// Suspends the process as Ctrl-Z does in a shell: the SIGTSTP handler gives the terminal
  /// back, and takes it over again when the shell continues the process (`fg`).
  public func suspend() {
    guard session != nil else { return }
    // To the process, not `raise` to this thread: the main thread runs with signals blocked,
    // so the kernel must pick a thread that can take it (the input reader can).
    kill(getpid(), SIGTSTP)
  }

  private func send(_ bytes: [UInt8]) {
    // A terminal that went away cannot be drawn on; SIGHUP handles that case.
    _ = bytes.withUnsafeBytes { buffer in
      FileDescriptor.writeAll(buffer, to: output)
    }
  }
}
