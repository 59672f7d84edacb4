import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Holds Ctrl-C, SIGTERM and SIGHUP back while the files are being renamed and the folders
/// moved aside, so that the change is made whole or, before it starts, not at all; a signal that
/// came meanwhile acts once it is done, and ends the process as it would have.
///
/// The handlers are the process's, whichever thread a signal reaches. SIGKILL cannot be held
/// back: killed while renaming, a run leaves some files written and others not, and the
/// temporary files of the rest (which `.gitignore` lists); `new-architecture` then refuses the
/// name, since its folder exists, and `new-architecture --remove NAME` takes out whatever part of
/// it there is.
package enum SignalDeferral {
  /// The signals held back.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The last signal that came while they were held back, 0 for none.
  ///
  /// Written by the handler, read once they no longer are.
  nonisolated(unsafe) private static var pending: sig_atomic_t = 0

  /// How many writes hold the signals back, and the actions the signals had before the first.
  ///
  /// Writes to two packages in one process may overlap: the signals are held back from the
  /// first `begin()` to the last `end()`, and only then given their own actions again.
  private static let holders = NSLock()
  // Read and written only while holding `holders`.
  nonisolated(unsafe) private static var count = 0
  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

  /// Holds the signals back until the matching ``end()``.
  package static func begin() {
    holders.withLock {
      count += 1
      guard count == 1 else { return }
      for signal in signals {
        var action = sigaction()
        #if canImport(Darwin)
          action.__sigaction_u.__sa_handler = { SignalDeferral.pending = $0 }
        #else
          action.__sigaction_handler.sa_handler = { SignalDeferral.pending = $0 }
        #endif
        sigemptyset(&action.sa_mask)
        var old = sigaction()
        sigaction(signal, &action, &old)
        previous[signal] = old
      }
    }
  }

  /// Ends one ``begin()``.
  ///
  /// The last puts the signals' actions back; when one came while they were held back, it does
  /// what its action would have done: by default, says why and ends the process as a shell
  /// reports a signal (status 128 + its number); ignored, nothing; a handler, calls it.
  ///
  /// The action is carried out here rather than by raising the signal again, since the thread
  /// that ends a write is one of the concurrency runtime's, which blocks signals.
  package static func end() {
    guard let (restored, signal) = endOne(), signal != 0, let action = restored[signal] else {
      return
    }
    // A `sigaction` starts with its handler on every platform: SIG_DFL is 0, SIG_IGN 1.
    let handler = withUnsafeBytes(of: action) { $0.load(as: Int.self) }
    if handler == 0 {
      let line = "new-architecture: stopped by a signal once what it was writing was all written\n"
      _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(128 + signal)
    } else if handler != 1 {
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler?(signal)
      #else
        action.__sigaction_handler.sa_handler?(signal)
      #endif
    }
  }

  /// Counts one end; the last puts the signals' actions back and returns them with the signal
  /// that came meanwhile (0 for none), which it forgets.
  private static func endOne() -> (actions: [Int32: sigaction], pending: Int32)? {
    holders.withLock {
      precondition(count > 0, "SignalDeferral.end() without a begin()")
      count -= 1
      guard count == 0 else { return nil }
      for (signal, action) in previous {
        var action = action
        sigaction(signal, &action, nil)
      }
      defer { (previous, pending) = ([:], 0) }
      return (previous, pending)
    }
  }
}
