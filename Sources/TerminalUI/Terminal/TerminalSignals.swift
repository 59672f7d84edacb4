#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the terminal back when the process is killed, crashes or is suspended, takes it over
/// again when a suspended process continues, and reports window resizes.
///
/// A signal can arrive on any thread at any moment, and its handler may only do
/// async-signal-safe work: no allocation, no lock, no Swift runtime call that might take one.
/// So everything a handler needs is prepared in advance and kept in plain global memory:
/// the bytes that restore the screen, the saved `termios`, and the descriptors.
enum TerminalSignals {
  /// Signals that end the process: the terminal is restored, then the signal is raised again.
  ///
  /// Raised with its default action, the signal ends the process exactly as it would have,
  /// with its conventional status. Every signal that can be caught and whose default ends the
  /// process is here (W5): a `kill -USR1` or an expired timer leaves the terminal as it was
  /// found too.
  static let terminatingSignals = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM,
    SIGXCPU, SIGXFSZ, SIGPROF,
  ]

  /// Signals a fault raises: a bad access, a Swift runtime trap.
  ///
  /// After the terminal is restored the action that was there before (the Swift runtime's
  /// backtracer) is put back and the faulting instruction runs again, so the crash is reported
  /// as it would have been. Sent with `kill` instead, they end the process like
  /// ``terminatingSignals``.
  static let faultSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

  /// Prepares the restore state, then installs the handlers; returns the actions they replace.
  ///
  /// `resizeNotification` is the write end of a pipe that gets one byte per SIGWINCH, and one
  /// when a suspended process continues: both call for a full repaint.
  static func install(
    input: Int32, output: Int32, savedMode: termios, resizeNotification: Int32
  ) -> [Int32: sigaction] {
    // Set before any handler can run, and only while none is installed. Touching the globals
    // here also runs their lazy initialization now, never inside a handler.
    _ = restoreScreenBytes.count
    _ = setUpScreenBytes.count
    _ = previousActions
    signalState.pointee.input = input
    signalState.pointee.output = output
    signalState.pointee.savedMode = savedMode
    signalState.pointee.rawMode = TerminalMode.raw(from: savedMode)
    signalState.pointee.resizeNotification = resizeNotification
    signalState.pointee.isActive = true
    var previous: [Int32: sigaction] = [:]
    for signalNumber in terminatingSignals {
      previous[signalNumber] = replaceAction(for: signalNumber, with: restoreAndReraise, flags: 0)
    }
    for signalNumber in faultSignals {
      let replaced = replaceAction(for: signalNumber, withInformed: restoreAndReport)
      previous[signalNumber] = replaced
      previousActions[Int(signalNumber)] = replaced
    }
    previous[SIGWINCH] = replaceAction(
      for: SIGWINCH, with: notifyResize, flags: Int32(SA_RESTART))
    previous[SIGTSTP] = replaceAction(
      for: SIGTSTP, with: suspendAndResume, flags: Int32(SA_RESTART))
    registerExitHandlerOnce()
    return previous
  }

  /// Puts back the actions ``install(input:output:savedMode:resizeNotification:)`` replaced.
  static func uninstall(restoring previous: [Int32: sigaction]) {
    signalState.pointee.isActive = false
    for (signalNumber, action) in previous {
      var action = action
      sigaction(signalNumber, &action, nil)
    }
    signalState.pointee.resizeNotification = -1
  }

  /// Writes the restore sequence and applies the saved `termios`, if still taken over.
  ///
  /// Async-signal-safe, and does its work once however often it is called.
  static func restoreTerminal() {
    guard signalState.pointee.isActive else { return }
    signalState.pointee.isActive = false
    FileDescriptor.writeAll(
      UnsafeRawBufferPointer(restoreScreenBytes), to: signalState.pointee.output)
    var mode = signalState.pointee.savedMode
    _ = tcsetattr(signalState.pointee.input, TCSANOW, &mode)
  }

  fileprivate static func replaceAction(
    for signalNumber: Int32, with handler: @convention(c) (Int32) -> Void, flags: Int32
  ) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #else
      action.__sigaction_handler = unsafeBitCast(handler, to: type(of: action.__sigaction_handler))
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    var previous = sigaction()
    sigaction(signalNumber, &action, &previous)
    return previous
  }

  /// Installs a handler that receives the signal's details (`SA_SIGINFO`).
  fileprivate static func replaceAction(
    for signalNumber: Int32,
    withInformed handler:
      @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
  ) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_sigaction = handler
    #else
      action.__sigaction_handler.sa_sigaction = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_SIGINFO)
    var previous = sigaction()
    sigaction(signalNumber, &action, &previous)
    return previous
  }

  private static func registerExitHandlerOnce() {
    guard !signalState.pointee.isExitHandlerRegistered else { return }
    signalState.pointee.isExitHandlerRegistered = true
    // A program that calls exit() without stopping the terminal still leaves it usable.
    atexit { TerminalSignals.restoreTerminal() }
  }
}

/// What the handlers read.
///
/// It must be global: a C function pointer cannot capture context. It sits behind a pointer
/// allocated once because Swift checks exclusive access to global variables at run time, and a
/// handler that interrupted a write to one would trip that check; memory reached through a
/// pointer is not checked. `nonisolated(unsafe)`, because handlers run outside Swift's
/// concurrency model; the main actor writes the state only before installing the handlers and
/// after removing them.
nonisolated(unsafe) private let signalState: UnsafeMutablePointer<SignalState> = {
  let state = UnsafeMutablePointer<SignalState>.allocate(capacity: 1)
  state.initialize(to: SignalState())
  return state
}()

/// The restore sequence, copied once into memory that is never freed or moved, so that a
/// handler can write it without touching a Swift array.
nonisolated(unsafe) private let restoreScreenBytes = permanentCopy(
  of: ControlSequence.restoreScreen)

/// The actions in place before ours, by signal number, for a handler to put back before it
/// raises the signal again; allocated once, like the state.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
  let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalNumberLimit)
  actions.initialize(repeating: sigaction(), count: signalNumberLimit)
  return actions
}()

/// More than the highest signal number on Linux (64) and Darwin (31).
private let signalNumberLimit = 65

/// The set-up sequence, for a suspended process that continues; kept like the restore sequence.
nonisolated(unsafe) private let setUpScreenBytes = permanentCopy(of: ControlSequence.setUpScreen)

private func permanentCopy(of sequence: [UInt8]) -> UnsafeMutableRawBufferPointer {
  let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: sequence.count, alignment: 1)
  bytes.copyBytes(from: sequence)
  return bytes
}

private struct SignalState {
  var isActive = false
  var isExitHandlerRegistered = false
  var input: Int32 = -1
  var output: Int32 = -1
  var savedMode = termios()
  var rawMode = termios()
  var resizeNotification: Int32 = -1
}

private func restoreAndReraise(_ signalNumber: Int32) {
  TerminalSignals.restoreTerminal()
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}

private func restoreAndReport(
  _ signalNumber: Int32, _ information: UnsafeMutablePointer<siginfo_t>?,
  _ context: UnsafeMutableRawPointer?
) {
  TerminalSignals.restoreTerminal()
  // A positive code means the kernel raised it for the instruction that just faulted.
  guard let information, information.pointee.si_code > 0 else {
    restoreAndReraise(signalNumber)
    return
  }
  // Returning runs the faulting instruction again, now under the previous action.
  var previous = previousActions[Int(signalNumber)]
  sigaction(signalNumber, &previous, nil)
}

private func notifyResize(_ signalNumber: Int32) {
  let savedErrorNumber = errno
  var byte = UInt8(ascii: "R")
  _ = write(signalState.pointee.resizeNotification, &byte, 1)
  errno = savedErrorNumber
}

/// Ctrl-Z or `kill -TSTP`: gives the terminal back, stops as the default action would, and
/// when continued (SIGCONT) takes the terminal over again and asks for a full repaint — the
/// screen meanwhile belonged to the shell.
private func suspendAndResume(_ signalNumber: Int32) {
  let savedErrorNumber = errno
  let wasActive = signalState.pointee.isActive
  TerminalSignals.restoreTerminal()
  // Stop for real: the default action, with the signal unblocked inside its own handler.
  signal(SIGTSTP, SIG_DFL)
  var stopSignal = sigset_t()
  sigemptyset(&stopSignal)
  sigaddset(&stopSignal, SIGTSTP)
  sigprocmask(SIG_UNBLOCK, &stopSignal, nil)
  raise(SIGTSTP)
  // Continued.
  _ = TerminalSignals.replaceAction(
    for: SIGTSTP, with: suspendAndResume, flags: Int32(SA_RESTART))
  if wasActive {
    var mode = signalState.pointee.rawMode
    _ = tcsetattr(signalState.pointee.input, TCSANOW, &mode)
    FileDescriptor.writeAll(
      UnsafeRawBufferPointer(setUpScreenBytes), to: signalState.pointee.output)
    signalState.pointee.isActive = true
    // The screen belonged to the shell meanwhile; the terminal may have been resized too.
    notifyResize(SIGWINCH)
  }
  errno = savedErrorNumber
}
