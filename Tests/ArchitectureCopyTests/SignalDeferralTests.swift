import ArchitectureCopy
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals that come while the files are renamed wait for the renames, then act as they
/// would have: tried with SIGHUP handled by a handler of the test's, so that the process lives.
@Suite(.serialized) struct SignalDeferralTests {
  /// The SIGHUPs the test's handler has seen.
  nonisolated(unsafe) static var hangUps: sig_atomic_t = 0

  @Test func aSignalDuringTheRenamesActsOnlyOnceTheyAreDone() {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = { _ in SignalDeferralTests.hangUps += 1 }
    #else
      action.__sigaction_handler.sa_handler = { _ in SignalDeferralTests.hangUps += 1 }
    #endif
    sigemptyset(&action.sa_mask)
    var old = sigaction()
    sigaction(SIGHUP, &action, &old)
    defer { sigaction(SIGHUP, &old, nil) }
    // The test's thread, one of the concurrency runtime's, blocks signals: SIGHUP is let through
    // to it, so that `raise` delivers it before it returns.
    var hangUp = sigset_t()
    sigemptyset(&hangUp)
    sigaddset(&hangUp, SIGHUP)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &hangUp, &mask)
    defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
    Self.hangUps = 0

    SignalDeferral.begin()
    raise(SIGHUP)
    #expect(Self.hangUps == 0, "held back while the renames run")
    SignalDeferral.end()
    #expect(Self.hangUps == 1, "handled once they are done")
    raise(SIGHUP)
    #expect(Self.hangUps == 2, "the handler is the test's again")
  }
}
