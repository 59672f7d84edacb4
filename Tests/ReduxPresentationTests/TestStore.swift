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
/// not come within ``timeout`` on the test store's clock, when the store reports an issue (an
/// action for a screen whose state is gone), and, as TCA's does, when the test store goes away
/// with an action nobody received or an effect still running, recorded where the test sent or
/// received the action that returned it. The effects run in the shipped store, on the test's
/// clock and service: a test advances the clock and answers the service, then receives what
/// comes back.
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
  private var hasTimedOut = false

  /// Creates a test store at `initialState` that changes it with `reducer`; `receive` waits up
  /// to `timeout` on `clock` for an action to come: by default five seconds of real time, which
  /// only a failing test waits out.
  init(
    initialState: State, reducer: some Reducer<State, Action>, timeout: Duration = .seconds(5),
    clock: any Clock<Duration> = ContinuousClock(),
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
    for effect in reducer.runningEffects {
      let still = "is still running: it must end or be cancelled before the test store goes away"
      switch (effect.step.action, effect.step.sourceLocation) {
      case (.send(let action), let sent?):
        leftovers.append(("an effect returned for \(action), sent here, \(still)", sent))
      case (.receive(let action), let received?):
        leftovers.append(("an effect returned for \(action), received here, \(still)", received))
      case (.send(let action), nil), (.receive(let action), nil):
        leftovers.append(
          ("an effect returned for \(action), never received, \(still)", sourceLocation))
      }
    }
    // The store's own count stays the judge: work it runs that no step here followed fails too.
    let unnamed = core.runningEffectCount - reducer.runningEffects.count
    if unnamed > 0 {
      let effects = unnamed == 1 ? "1 more effect is" : "\(unnamed) more effects are"
      leftovers.append(("\(effects) still running when the test store goes away", sourceLocation))
    }
    return leftovers
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
  /// It waits while an effect is running and nothing came, at most ``timeout`` on the clock.
  func receive(
    _ action: Action, _ change: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    reducer.sourceLocation = sourceLocation
    await waitForAnAction()
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

  private func waitForAnAction() async {
    hasTimedOut = false
    let timer = Task { [weak self, clock, timeout] in
      guard (try? await clock.sleep(for: timeout)) != nil else { return }
      self?.hasTimedOut = true
    }
    defer { timer.cancel() }
    while reducer.received.isEmpty, core.runningEffectCount > 0, !hasTimedOut {
      await Task.yield()
    }
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
