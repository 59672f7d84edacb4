import ReduxPresentation
import Testing

/// The reducer a ``TestStore``'s store runs: the reducer under test, with each action marked as
/// sent by the test or sent back by an effect, and each one sent back kept, with the state it
/// left, for the test to receive.
///
/// It runs nothing itself: the shipped ``Store`` and ``StoreCore`` run the effects the reducer
/// under test returns, cancel them and report issues, and this only watches.
@MainActor
final class TestReducer<State: Equatable & Sendable, Action: Sendable>: Reducer {
  /// An action as the store runs it.
  enum TestAction: Sendable {
    /// Sent by the test, as a view would.
    case send(Action)
    /// Sent back by an effect.
    case receive(Action)
  }

  /// The actions effects sent back and no test has received yet, oldest first, each with the
  /// state it left.
  var received: [(action: Action, state: State)] = []
  /// The step of the test that sent or received the action running: where an issue the store
  /// reports is recorded.
  var sourceLocation: SourceLocation
  private let base: any Reducer<State, Action>

  /// Watches `base` for a test store made at `sourceLocation`.
  init(_ base: some Reducer<State, Action>, sourceLocation: SourceLocation) {
    self.base = base
    self.sourceLocation = sourceLocation
  }

  func reduce(into state: inout State, action: TestAction) -> Effect<TestAction> {
    switch action {
    case .send(let action):
      return base.reduce(into: &state, action: action).map(TestAction.receive)
    case .receive(let action):
      let effect = base.reduce(into: &state, action: action)
      received.append((action, state))
      return effect.map(TestAction.receive)
    }
  }
}
