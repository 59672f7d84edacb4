import Dispatch
import ReduxPresentation
import TestSupport
import Testing

// Marks the main queue, which runs the main actor, so that a deinit can tell it is on it.
private let mainQueueKey = DispatchSpecificKey<Bool>()

/// A store for tests, in the shape of The Composable Architecture's, built on the shipped one.
///
/// It drives the app's own ``Store`` on a ``StoreCore`` and checks what they do. Every action
/// sent states the exact change it makes, and every action an effect sends back is received and
/// asserted the same way.
///
/// The test fails (through `Issue.record`) when a state differs from the asserted one, when an
/// action is sent before those the effects sent back are received, when an expected action has
/// not come within ``timeout`` on the test store's clock, when ``finish(timeout:sourceLocation:)``
/// still has effects running once its timeout has passed, when the store reports an issue (an
/// action for a screen whose state is gone), and, as TCA's does, when the test store goes away
/// with an action nobody received or an effect still running, recorded where the test sent or
/// received the action that returned it. The effects run in the shipped store, on the test's
/// clock and service: a test advances the clock and answers the service, then receives what
/// comes back.
///
/// Waiting polls nothing: ``receive(_:_:sourceLocation:)`` and
/// ``finish(timeout:sourceLocation:)`` suspend until an effect sends an action back or stops
/// running, and look again then; only the timeout, measured on the test store's clock, ends a
/// wait otherwise.
@MainActor
final class TestStore<State: Equatable & Sendable, Action: Equatable & Sendable> {
  /// The state as asserted: after the last action sent or received.
  private(set) var state: State
  /// How long ``receive(_:_:sourceLocation:)`` waits for an action, on the test store's clock.
  let timeout: Duration

  private let reducer: TestReducer<State, Action>
  private let core: StoreCore<State, TestReducer<State, Action>.TestAction>
  private let store: Store<State, TestReducer<State, Action>.TestAction>
  private let clock: any Clock<Duration>
  private let sourceLocation: SourceLocation
  // The wait in progress, resumed by the next sign of progress or by its timeout.
  private var waiter: CheckedContinuation<Void, Never>?
  private var hasTimedOut = false

  /// Creates a test store at `initialState` that changes it with `reducer`; `receive` and
  /// `finish` wait up to `timeout` on `clock`.
  ///
  /// TCA measures that timeout in real time. Here it passes on the clock the test injects, as
  /// every wait of the suite does: a passing test is woken by its effects, and a busy machine
  /// that runs them late never turns it red; only a test that moves the clock past the timeout
  /// sees it pass.
  init(
    initialState: State, reducer: some Reducer<State, Action>, timeout: Duration = .seconds(5),
    clock: any Clock<Duration>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    state = initialState
    self.timeout = timeout
    self.clock = clock
    self.sourceLocation = sourceLocation
    let testReducer = TestReducer(reducer, sourceLocation: sourceLocation)
    self.reducer = testReducer
    core = StoreCore(
      initialState: initialState, reducer: testReducer,
      reportIssue: { message in
        Issue.record(Comment(rawValue: message), sourceLocation: testReducer.sourceLocation)
      })
    store = Store(core: core)
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    testReducer.onProgress = { [weak self] in self?.resumeWaiter() }
  }

  // A test store goes away where its test lets go of it: on the main actor after an async
  // test, on another thread after a synchronous one. What is left is read on the main actor,
  // where the store lives, and recorded here, in the test's context, so that it fails that test
  // (an isolated deinit would run outside it).
  deinit {
    let leftovers = Self.onMainActor { self.leftovers }
    for (leftover, sourceLocation) in leftovers {
      Issue.record(leftover, sourceLocation: sourceLocation)
    }
  }

  /// An action nobody received and an effect still running: what no test may leave behind, each
  /// where the test can fix it.
  private var leftovers: [(Comment, SourceLocation)] {
    var leftovers: [(Comment, SourceLocation)] = reducer.received.map {
      ("an effect sent \($0.action), which was never received", sourceLocation)
    }
    let still = "is still running: it must end or be cancelled before the test store goes away"
    for effect in runningEffects {
      let step = effect.wasReceived.map { $0 ? "received here" : "sent here" } ?? "never received"
      leftovers.append(
        ("an effect returned for \(effect.action), \(step), \(still)", effect.sourceLocation))
    }
    // The store's own count stays the judge: work it runs that no step here followed fails too.
    let unnamed = core.runningEffectCount - reducer.runningEffects.count
    if unnamed > 0 {
      let effects = unnamed == 1 ? "1 more effect is" : "\(unnamed) more effects are"
      leftovers.append(("\(effects) still running when the test store goes away", sourceLocation))
    }
    return leftovers
  }

  /// Each effect running, named by the action that returned it: whether the test received that
  /// action (nil: never) or sent it, and where (where the test store was made, if nowhere).
  private var runningEffects: [(action: String, wasReceived: Bool?, sourceLocation: SourceLocation)]
  {
    reducer.runningEffects.map { effect in
      switch (effect.step.action, effect.step.sourceLocation) {
      case (.send(let action), let sent?): (String(describingForTest: action), false, sent)
      case (.receive(let action), let received?):
        (String(describingForTest: action), true, received)
      case (.send(let action), nil), (.receive(let action), nil):
        (String(describingForTest: action), nil, sourceLocation)
      }
    }
  }

  private nonisolated static func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    guard DispatchQueue.getSpecific(key: mainQueueKey) == true else {
      return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
    return MainActor.assumeIsolated(body)
  }

  /// Sends `action`, as a view would, and checks that the state changed exactly as `change`
  /// says (no `change`: nothing changed).
  func send(
    _ action: Action, _ change: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !reducer.received.isEmpty {
      Issue.record(
        "\(action) was sent before receiving \(reducer.received.map { "\($0.action)" })",
        sourceLocation: sourceLocation)
    }
    reducer.sourceLocation = sourceLocation
    store.send(.send(action))
    check(store.state, after: action, change, sourceLocation: sourceLocation)
  }

  /// Waits until an effect sends an action back, checks that it is `action`, and checks its
  /// change of state as ``send(_:_:sourceLocation:)`` does.
  ///
  /// It waits while an effect is running and nothing came, at most ``timeout`` on the clock:
  /// however long an effect runs, the action it sends, or its end, wakes the wait.
  func receive(
    _ action: Action, _ change: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    reducer.sourceLocation = sourceLocation
    await wait(for: timeout) { !reducer.received.isEmpty || core.runningEffectCount == 0 }
    guard !reducer.received.isEmpty else {
      let why =
        core.runningEffectCount == 0
        ? "no effect is running that could send it" : "no effect sent it within \(timeout)"
      Issue.record("expected to receive \(action), but \(why)", sourceLocation: sourceLocation)
      return
    }
    let (next, nextState, step) = reducer.received.removeFirst()
    step.sourceLocation = sourceLocation
    guard next == action else {
      Issue.record("received \(next), expected \(action)", sourceLocation: sourceLocation)
      state = nextState
      return
    }
    check(nextState, after: action, change, sourceLocation: sourceLocation)
  }

  /// Suspends until every effect in flight has ended, as TCA's `finish(timeout:)` does: a test
  /// that ends while its effects still run calls it last, then receives what they sent.
  ///
  /// Once `timeout` (by default ``timeout``) has passed on the test store's clock with effects
  /// still running, it fails, naming each of them where the test sent or received the action
  /// that returned it.
  func finish(timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
    let timeout = timeout ?? self.timeout
    guard await !wait(for: timeout, until: { core.runningEffectCount == 0 }) else { return }
    let running = runningEffects.map { effect in
      let step = effect.wasReceived.map { $0 ? "received" : "sent" } ?? "never received"
      let location = "\(effect.sourceLocation.fileName):\(effect.sourceLocation.line)"
      return "the one returned for \(effect.action) (\(step) at \(location))"
    }
    Issue.record(
      """
      expected the effects to finish within \(timeout), but these still run: \
      \(running.joined(separator: "; "))
      """,
      sourceLocation: sourceLocation)
  }

  // Suspends until `isDone`, looked at again each time an effect sends an action back or stops
  // running, or until `timeout` passes on the clock; false when the timeout ended the wait.
  @discardableResult
  private func wait(for timeout: Duration, until isDone: () -> Bool) async -> Bool {
    hasTimedOut = false
    let timer = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: timeout)) != nil else { return }
      self?.hasTimedOut = true
      self?.resumeWaiter()
    }
    defer { timer.cancel() }
    while !isDone() {
      guard !hasTimedOut else { return false }
      await withCheckedContinuation { waiter = $0 }
    }
    return true
  }

  private func resumeWaiter() {
    waiter?.resume()
    waiter = nil
  }

  private func check(
    _ actual: State, after action: Action, _ change: (inout State) -> Void,
    sourceLocation: SourceLocation
  ) {
    var expected = state
    change(&expected)
    if actual != expected {
      Issue.record(
        """
        \(action) changed the state otherwise than asserted: \
        \(StateHistory<State>.differences(expected: expected, actual: actual))
        """,
        sourceLocation: sourceLocation)
    }
    state = actual
  }
}
