import ReduxPresentation
import TestSupport
import Testing

/// The test store fails a test for every change, action and effect the test did not account
/// for: each case here drives a test store into the failure it must report and asserts the
/// issue it records — its words and where — as an output like any other.
///
/// Every wait here ends on the test's own clock or on an effect's signal, never on real time,
/// so a busy machine cannot fail it (and no time limit is set that one could trip).
@MainActor
@Suite(ExpectedIssues.catching) struct TestStoreTests {
  /// A counter whose `.tick` action asks for a `.tock` after a second on the clock, which
  /// `.stop` cancels; whose `.chain` action sends a `.tick` back at once; and whose `.work`
  /// action starts work that ends on the next turn without sending anything.
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
      case "work":
        return .run { _ in await Task.yield() }
      default:
        state += 10
        return .none
      }
    }
  }

  let clock = ManualClock()
  let store: TestStore<Int, String>

  init() {
    store = TestStore(initialState: 0, reducer: Counter(clock: clock), clock: clock)
  }

  /// A test store whose timeout, `timeout`, passes only when the test moves `timeoutClock`.
  private func makeStore(
    timeout: Duration, on timeoutClock: ManualClock,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<Int, String> {
    TestStore(
      initialState: 0, reducer: Counter(clock: clock), timeout: timeout, clock: timeoutClock,
      sourceLocation: sourceLocation)
  }

  @Test func passesWhenEveryChangeActionAndEffectIsAccountedFor() async {
    store.send("tick") { $0 = 1 }
    await settle(until: [clock])
    clock.advance(by: .seconds(1))
    await store.receive("tock") { $0 = 11 }
  }

  @Test func failsAChangeNobodyAssertedSayingWhatWasAssertedAndWhatCame() {
    let sent = #_sourceLocation
    let issues = ExpectedIssues.during { store.send("tock", sourceLocation: sent) }
    #expect(
      issues.map(\.message) == [
        #""tock" changed the state otherwise than asserted: expected 0, got 10"#
      ]
    )
    #expect(issues.map(\.sourceLocation) == [sent])
  }

  @Test func failsAnActionThatNeverComes() async {
    let issues = await ExpectedIssues.during { await store.receive("tock") }
    #expect(
      issues.map(\.message) == [
        #"expected to receive "tock", but no effect is running that could send it"#
      ])
  }

  @Test func failsWhenItGoesAwayWithAnEffectStillRunningWhereTheTestSentItsAction() {
    let sent = #_sourceLocation
    let issues = ExpectedIssues.during {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock), clock: clock)
      store.send("tick", { $0 = 1 }, sourceLocation: sent)
    }
    #expect(
      issues.map(\.message) == [
        #"an effect returned for "tick", sent here, is still running: it must end or be"#
          + " cancelled before the test store goes away"
      ])
    #expect(issues.map(\.sourceLocation) == [sent])
  }

  @Test func failsWhenItGoesAwayWithAnEffectStillRunningWhereTheTestReceivedItsAction() async {
    let received = #_sourceLocation
    let issues = await ExpectedIssues.during {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock), clock: clock)
      store.send("chain")
      await store.receive("tick", { $0 = 1 }, sourceLocation: received)
    }
    #expect(issues.map(\.sourceLocation) == [received])
    #expect(
      issues.first?.message?.hasPrefix(
        #"an effect returned for "tick", received here, is still running"#) == true)
  }

  @Test func failsOnceForEachEffectStillRunningAtTheStepThatStartedIt() {
    let first = #_sourceLocation
    let second = #_sourceLocation
    let issues = ExpectedIssues.during {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock), clock: clock)
      store.send("tick", { $0 = 1 }, sourceLocation: first)
      store.send("tick", { $0 = 2 }, sourceLocation: second)
    }
    #expect(issues.map(\.sourceLocation) == [first, second])
  }

  @Test func anEffectOfAnActionNobodyReceivedIsNamedWhereTheTestStoreWasMade() async {
    let made = #_sourceLocation
    let issues = await ExpectedIssues.during {
      let store = TestStore(
        initialState: 0, reducer: Counter(clock: clock), clock: clock, sourceLocation: made)
      store.send("chain")
      await settle(until: [clock])
    }
    #expect(issues.map(\.sourceLocation) == [made, made])
    #expect(
      issues.map(\.message) == [
        #"an effect sent "tick", which was never received"#,
        #"an effect returned for "tick", never received, is still running: it must end or be"#
          + " cancelled before the test store goes away",
      ])
  }

  @Test func anEffectCancelledBeforeItGoesAwayIsNotLeftBehind() {
    let store = TestStore(initialState: 0, reducer: Counter(clock: clock), clock: clock)
    store.send("tick") { $0 = 1 }
    store.send("stop")
  }

  @Test func failsWhenItGoesAwayWithAnActionNobodyReceived() async {
    let issues = await ExpectedIssues.during {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock), clock: clock)
      store.send("tick") { $0 = 1 }
      await settle(until: [clock])
      clock.advance(by: .seconds(1))
      await settle(until: [clock])
    }
    #expect(issues.map(\.message) == [#"an effect sent "tock", which was never received"#])
  }

  @Test func receiveWaitsAsLongAsAnEffectRunsNotAFixedNumberOfTurns() async {
    // A timeout on a clock that never moves: however long the effect runs, only its action
    // ends the wait.
    let store = makeStore(timeout: .seconds(1), on: ManualClock())
    store.send("tick") { $0 = 1 }
    async let receiving: Void = store.receive("tock") { $0 = 11 }
    await settle(until: [clock])
    #expect(clock.sleeperCount == 1, "the effect still runs, and receive still waits for it")
    clock.advance(by: .seconds(1))
    await receiving
  }

  @Test func receiveStopsWaitingWhenTheLastEffectEndsWithoutAnAction() async {
    let store = makeStore(timeout: .seconds(1), on: ManualClock())
    store.send("work")
    let issues = await ExpectedIssues.during { await store.receive("tock") }
    #expect(
      issues.map(\.message) == [
        #"expected to receive "tock", but no effect is running that could send it"#
      ], "its end woke the wait: the timeout's clock never moved")
  }

  @Test func receiveGivesUpAfterItsTimeoutOnItsClock() async {
    let timeoutClock = ManualClock()
    let store = makeStore(timeout: .seconds(2), on: timeoutClock)
    store.send("tick") { $0 = 1 }
    var waitsOnItsClock = false
    let issues = await ExpectedIssues.during {
      async let receiving: Void = store.receive("tock")
      await settle()
      waitsOnItsClock = timeoutClock.sleeperCount == 1
      timeoutClock.advance(by: .seconds(2))
      await receiving
    }
    #expect(waitsOnItsClock, "receive waits on the clock it was given")
    #expect(
      issues.map(\.message) == [
        #"expected to receive "tock", but no effect sent it within 2.0 seconds"#
      ])
    clock.advance(by: .seconds(1))
    await store.receive("tock") { $0 = 11 }
  }

  @Test func finishWaitsUntilTheEffectsInFlightEndThenTheirActionsAreReceived() async {
    store.send("tick") { $0 = 1 }
    let finishing = Task { await store.finish() }
    await settle(until: [clock])
    #expect(clock.sleeperCount == 2, "the effect sleeps on the clock, and finish's timeout")
    clock.advance(by: .seconds(1))
    await finishing.value
    #expect(clock.sleeperCount == 0)
    await store.receive("tock") { $0 = 11 }
  }

  @Test func finishReturnsOnlyOnceTheEffectHasEndedLeavingItsActionToReceive() async {
    let issues = await ExpectedIssues.during {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock), clock: clock)
      store.send("tick") { $0 = 1 }
      let finishing = Task { await store.finish() }
      await settle(until: [clock])
      clock.advance(by: .seconds(1))
      await finishing.value
    }
    #expect(
      issues.map(\.message) == [#"an effect sent "tock", which was never received"#],
      "the effect had ended: only its action is left")
  }

  @Test func aTestThatEndsWithAnEffectInFlightFinishesAndLeavesNothingBehind() async {
    let issues = await ExpectedIssues.during {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock), clock: clock)
      store.send("work")
      await store.finish()
    }
    #expect(issues.isEmpty, "without finish() the test store would go away with work running")
  }

  @Test func withoutFinishATestThatEndsWithAnEffectInFlightFails() {
    let issues = ExpectedIssues.during {
      let store = TestStore(initialState: 0, reducer: Counter(clock: clock), clock: clock)
      store.send("work")
    }
    #expect(issues.first?.message?.hasPrefix(#"an effect returned for "work", sent here"#) == true)
  }

  @Test func finishFailsNamingTheEffectsStillRunningOnceItsTimeoutPasses() async {
    let timeoutClock = ManualClock()
    let store = makeStore(timeout: .seconds(9), on: timeoutClock)
    let sent = #_sourceLocation
    store.send("tick", { $0 = 1 }, sourceLocation: sent)
    let finished = #_sourceLocation
    var failedEarly = true
    let issues = await ExpectedIssues.during {
      async let finishing: Void = store.finish(timeout: .seconds(3), sourceLocation: finished)
      await settle()
      timeoutClock.advance(by: .seconds(2))
      await settle()
      failedEarly = timeoutClock.sleeperCount == 0
      timeoutClock.advance(by: .seconds(1))
      await finishing
    }
    #expect(!failedEarly, "finish still waited after two of its three seconds")
    #expect(issues.map(\.sourceLocation) == [finished])
    #expect(
      issues.map(\.message) == [
        #"expected the effects to finish within 3.0 seconds, but these still run: the one"#
          + #" returned for "tick" (sent at TestStoreTests.swift:\#(sent.line))"#
      ])
    store.send("stop")
  }
}
