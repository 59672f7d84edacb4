import Foundation
import ReduxPresentation
import TestSupport
import Testing

/// The test store fails a test for every change, action and effect the test did not account
/// for: each case here is a test that should fail, recorded as a known issue.
@MainActor
@Suite struct TestStoreTests {
  /// A counter whose `.tick` action asks for a `.tock` after a second on the clock, which
  /// `.stop` cancels; whose `.chain` action sends a `.tick` back at once; and whose `.slow`
  /// action asks for a `.tock` after many turns of the main actor.
  struct Counter: Reducer {
    let clock: any Clock<Duration>

    func reduce(into state: inout Int, action: String) -> Effect<String> {
      switch action {
      case "tick":
        state += 1
        return .run { [clock] send in
          guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
          send("tock")
        }
        .cancellable(id: "tick")
      case "stop":
        return .cancel(id: "tick")
      case "chain":
        return .run { send in send("tick") }
      case "slow":
        return .run { send in
          for _ in 0..<5_000 { await Task.yield() }
          send("tock")
        }
      default:
        state += 10
        return .none
      }
    }
  }

  /// The issues a known-issue block recorded, kept by its matcher, which may run on any thread.
  final class MatchedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Issue] = []

    var issues: [Issue] { lock.withLock { recorded } }

    /// Keeps `issue` and matches it.
    func append(_ issue: Issue) -> Bool {
      lock.withLock { recorded.append(issue) }
      return true
    }
  }

  let clock = ManualClock()
  let store: TestStore<Int, String>

  init() {
    store = TestStore(initialState: 0, reducer: Counter(clock: clock))
  }

  @Test func passesWhenEveryChangeActionAndEffectIsAccountedFor() async {
    store.send("tick") { $0 = 1 }
    await settle(until: [clock])
    clock.advance(by: .seconds(1))
    await store.receive("tock") { $0 = 11 }
  }

  @Test func failsAChangeNobodyAssertedSayingWhatWasAssertedAndWhatCame() {
    withKnownIssue {
      store.send("tock")
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [#""tock" changed the state otherwise than asserted: expected 0, got 10"#]
    }
  }

  @Test func failsAnActionThatNeverComes() async {
    await withKnownIssue {
      await store.receive("tock")
    }
  }

  @Test func failsWhenItGoesAwayWithAnEffectStillRunningWhereTheTestSentItsAction() {
    let sent = #_sourceLocation
    withKnownIssue {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock))
      store.send("tick", { $0 = 1 }, sourceLocation: sent)
    } matching: { issue in
      issue.sourceLocation == sent
        && issue.comments.map(\.rawValue) == [
          #"an effect returned for "tick", sent here, is still running: it must end or be"#
            + " cancelled before the test store goes away"
        ]
    }
  }

  @Test func failsWhenItGoesAwayWithAnEffectStillRunningWhereTheTestReceivedItsAction() async {
    let received = #_sourceLocation
    await withKnownIssue {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock))
      store.send("chain")
      await store.receive("tick", { $0 = 1 }, sourceLocation: received)
    } matching: { issue in
      issue.sourceLocation == received
        && issue.comments.map(\.rawValue).first?.hasPrefix(
          #"an effect returned for "tick", received here, is still running"#) == true
    }
  }

  @Test func failsOnceForEachEffectStillRunningAtTheStepThatStartedIt() {
    let first = #_sourceLocation
    let second = #_sourceLocation
    let matched = MatchedIssues()
    withKnownIssue {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock))
      store.send("tick", { $0 = 1 }, sourceLocation: first)
      store.send("tick", { $0 = 2 }, sourceLocation: second)
    } matching: { issue in
      matched.append(issue)
    }
    #expect(matched.issues.map(\.sourceLocation) == [first, second])
  }

  @Test func anEffectOfAnActionNobodyReceivedIsNamedWhereTheTestStoreWasMade() async {
    let made = #_sourceLocation
    let matched = MatchedIssues()
    await withKnownIssue {
      let store = TestStore(
        initialState: 0, reducer: Counter(clock: clock), sourceLocation: made)
      store.send("chain")
      await settle(until: [clock])
    } matching: { issue in
      matched.append(issue)
    }
    #expect(matched.issues.map(\.sourceLocation) == [made, made])
    #expect(
      matched.issues.compactMap(\.comments.first?.rawValue) == [
        #"an effect sent "tick", which was never received"#,
        #"an effect returned for "tick", never received, is still running: it must end or be"#
          + " cancelled before the test store goes away",
      ])
  }

  @Test func anEffectCancelledBeforeItGoesAwayIsNotLeftBehind() {
    let store = TestStore(initialState: 0, reducer: Counter(clock: clock))
    store.send("tick") { $0 = 1 }
    store.send("stop")
  }

  @Test func failsWhenItGoesAwayWithAnActionNobodyReceived() async {
    await withKnownIssue {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock))
      store.send("tick") { $0 = 1 }
      await settle(until: [clock])
      clock.advance(by: .seconds(1))
      await settle(until: [clock])
    }
  }

  @Test func receiveWaitsAsLongAsAnEffectRunsNotAFixedNumberOfTurns() async {
    // A timeout on a clock that never moves: however busy the machine, only the effect ends
    // the wait.
    let store = TestStore(
      initialState: 0, reducer: Counter(clock: clock), timeout: .seconds(1), clock: ManualClock())
    store.send("slow")
    await store.receive("tock") { $0 = 10 }
  }

  @Test func receiveGivesUpAfterItsTimeoutOnItsClock() async {
    let timeoutClock = ManualClock()
    let store = TestStore(
      initialState: 0, reducer: Counter(clock: clock), timeout: .seconds(2), clock: timeoutClock)
    store.send("tick") { $0 = 1 }
    var waitsOnItsClock = false
    await withKnownIssue {
      async let receiving: Void = store.receive("tock")
      await settle()
      waitsOnItsClock = timeoutClock.sleeperCount == 1
      timeoutClock.advance(by: .seconds(2))
      await receiving
    }
    #expect(waitsOnItsClock, "receive waits on the clock it was given")
    clock.advance(by: .seconds(1))
    await store.receive("tock") { $0 = 11 }
  }
}
