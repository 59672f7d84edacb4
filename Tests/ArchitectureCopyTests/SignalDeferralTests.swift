import ArchitectureCopy
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tests that hold the process's signals back, through a write or by hand: they change
/// actions every thread shares, so they run one at a time, never beside each other.
@Suite(.serialized) enum SignalHoldingTests {}

extension SignalHoldingTests {
  /// The signals that come while the files are renamed wait for the renames, then act as they
  /// would have: tried with SIGHUP handled by a handler of the test's, so that the process lives.
  @Suite struct SignalDeferralTests {
    /// The SIGHUPs the test's handler has seen.
    nonisolated(unsafe) static var hangUps: sig_atomic_t = 0

    /// Runs `body` with SIGHUP counted by the test's handler in ``hangUps`` and let through to
    /// the test's thread (one of the concurrency runtime's, which block signals), so that `raise`
    /// delivers it before it returns; then gives SIGHUP its action and the thread its mask back.
    func countingHangUps(_ body: () -> Void) {
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
      var hangUp = sigset_t()
      sigemptyset(&hangUp)
      sigaddset(&hangUp, SIGHUP)
      var mask = sigset_t()
      pthread_sigmask(SIG_UNBLOCK, &hangUp, &mask)
      defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
      Self.hangUps = 0
      body()
    }

    @Test func aSignalDuringTheRenamesActsOnlyOnceTheyAreDone() {
      countingHangUps {
        SignalDeferral.begin()
        raise(SIGHUP)
        #expect(Self.hangUps == 0, "held back while the renames run")
        SignalDeferral.end()
        #expect(Self.hangUps == 1, "handled once they are done")
        raise(SIGHUP)
        #expect(Self.hangUps == 2, "the handler is the test's again")
      }
    }

    /// Two writes in one process that overlap: the signals wait for the last to end, and then
    /// have their own actions again, not the holding one the second write found.
    @Test func overlappingWritesHoldTheSignalsUntilTheLastEnds() {
      countingHangUps {
        SignalDeferral.begin()
        SignalDeferral.begin()
        raise(SIGHUP)
        SignalDeferral.end()
        #expect(Self.hangUps == 0, "held back while the second write renames")
        raise(SIGHUP)
        SignalDeferral.end()
        #expect(Self.hangUps == 1, "handled once, when the last is done")
        raise(SIGHUP)
        #expect(Self.hangUps == 2, "the handler is the test's again")
      }
    }
  }
}
