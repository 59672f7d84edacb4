import ReduxPresentation
import TestSupport
import Testing

/// A store for tests, in the shape of The Composable Architecture's: every action sent states
/// the exact change it makes, and every action an effect sends back is received and asserted
/// the same way.
///
/// The test fails (through `Issue.record`) when a state differs from the asserted one, when an
/// effect sent an action nobody received, when an expected action never came, and when an
/// effect is still running at ``finish()``. Effects run for real, on the test's clock and
/// service: a test advances the clock and answers the service, then receives what comes back.
@MainActor
final class TestStore<State: Equatable & Sendable, Action: Equatable & Sendable> {
  /// The state after the last action sent or received.
  private(set) var state: State

  private let reducer: any Reducer<State, Action>
  // What the effects sent and no test has received yet, oldest first.
  private var received: [Action] = []
  // The work running, by a number of its own, with the id it may be cancelled by.
  private var running: [Int: (id: EffectID?, task: Task<Void, Never>)] = [:]
  private var nextNumber = 0

  /// Creates a test store at `initialState` that changes it with `reducer`.
  init(initialState: State, reducer: some Reducer<State, Action>) {
    state = initialState
    self.reducer = reducer
  }

  /// Sends `action`, as a view would, and checks that the state changed exactly as `change`
  /// says (no `change`: nothing changed).
  func send(
    _ action: Action, _ change: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !received.isEmpty {
      Issue.record(
        "\(action) was sent before receiving \(received.map { "\($0)" })",
        sourceLocation: sourceLocation)
    }
    reduce(action, change, sourceLocation: sourceLocation)
  }

  /// Lets the running effects go on until one sends an action back, checks that it is
  /// `action`, and checks its change of state as ``send(_:_:sourceLocation:)`` does.
  func receive(
    _ action: Action, _ change: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    // Every effect runs on the main actor, as the test does: a few turns let it answer.
    for _ in 0..<1_000 where received.isEmpty {
      await Task.yield()
    }
    guard !received.isEmpty else {
      Issue.record(
        "expected to receive \(action), but no effect sent it", sourceLocation: sourceLocation)
      return
    }
    let next = received.removeFirst()
    guard next == action else {
      Issue.record("received \(next), expected \(action)", sourceLocation: sourceLocation)
      return
    }
    reduce(next, change, sourceLocation: sourceLocation)
  }

  /// Lets the effects run, then fails for every action no test received and every effect
  /// still running: a test accounts for all the work its actions started.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<100 { await Task.yield() }
    for action in received {
      Issue.record(
        "an effect sent \(action), which was never received", sourceLocation: sourceLocation)
    }
    if !running.isEmpty {
      Issue.record(
        "\(running.count) effect(s) still running at the end of the test",
        sourceLocation: sourceLocation)
    }
    for work in running.values { work.task.cancel() }
  }

  private func reduce(
    _ action: Action, _ change: (inout State) -> Void, sourceLocation: SourceLocation
  ) {
    var expected = state
    change(&expected)
    let effect = reducer.reduce(into: &state, action: action)
    if state != expected {
      Issue.record(
        """
        \(action) changed the state otherwise than asserted: \
        \(StateHistory<State>.differences(expected: expected, actual: state))
        """,
        sourceLocation: sourceLocation)
    }
    run(effect)
  }

  private func run(_ effect: Effect<Action>) {
    for operation in effect.operations {
      switch operation {
      case .cancel(let id):
        cancel(id: id)
      case .run(let id, let cancelInFlight, let work):
        if let id, cancelInFlight {
          cancel(id: id)
        }
        let number = nextNumber
        nextNumber += 1
        let send = Send<Action> { [weak self] action in self?.received.append(action) }
        let task = Task { [weak self] in
          await work(send)
          self?.running[number] = nil
        }
        running[number] = (id, task)
      }
    }
  }

  private func cancel(id: EffectID) {
    for (number, work) in running where work.id == id {
      work.task.cancel()
      running[number] = nil
    }
  }
}
