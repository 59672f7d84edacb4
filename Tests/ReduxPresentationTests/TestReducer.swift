import ReduxPresentation
import Testing

/// The reducer a ``TestStore``'s store runs: the reducer under test, with each action marked as
/// sent by the test or sent back by an effect, each one sent back kept, with the state it left,
/// for the test to receive, and each effect it returns followed until it ends.
///
/// It runs nothing itself: the shipped ``Store`` and ``StoreCore`` run the effects the reducer
/// under test returns, cancel them and report issues, and this only watches. It follows the
/// work as the store does, in the same order: from the moment an effect is returned until the
/// work returns or an effect cancels an id it runs under.
@MainActor
final class TestReducer<State: Equatable & Sendable, Action: Sendable>: Reducer {
  /// An action as the store runs it.
  enum TestAction: Sendable {
    /// Sent by the test, as a view would.
    case send(Action)
    /// Sent back by an effect.
    case receive(Action)
  }

  /// The step of a test that an action is: where the test sent it, or received it once an
  /// effect sent it back (nil until then).
  final class Step {
    let action: TestAction
    var sourceLocation: SourceLocation?

    init(_ action: TestAction, sourceLocation: SourceLocation?) {
      self.action = action
      self.sourceLocation = sourceLocation
    }
  }

  /// Work the store runs, with the step whose action returned it.
  struct RunningEffect {
    let number: Int
    let ids: Set<EffectID>
    let step: Step
  }

  /// The actions effects sent back and no test has received yet, oldest first, each with the
  /// state it left and its step.
  var received: [(action: Action, state: State, step: Step)] = []
  /// The work the store is running, oldest first.
  private(set) var runningEffects: [RunningEffect] = []
  /// The step of the test that sent or received the action running: where an issue the store
  /// reports is recorded.
  var sourceLocation: SourceLocation
  /// Called each time an effect sends an action back or stops running, cancelled or ended: the
  /// signal a test store waiting for an action, or for its effects to finish, wakes on.
  var onProgress: (() -> Void)?
  private let base: any Reducer<State, Action>
  private var nextNumber = 0

  /// Watches `base` for a test store made at `sourceLocation`.
  init(_ base: some Reducer<State, Action>, sourceLocation: SourceLocation) {
    self.base = base
    self.sourceLocation = sourceLocation
  }

  func reduce(into state: inout State, action: TestAction) -> Effect<TestAction> {
    switch action {
    case .send(let sent):
      let effect = base.reduce(into: &state, action: sent)
      return follow(effect, of: Step(action, sourceLocation: sourceLocation))
    case .receive(let sentBack):
      let effect = base.reduce(into: &state, action: sentBack)
      let step = Step(action, sourceLocation: nil)
      received.append((sentBack, state, step))
      defer { onProgress?() }
      return follow(effect, of: step)
    }
  }

  /// `effect` as the store will run it, each piece of work noted as running for `step` until it
  /// returns or is cancelled, as the store starts and cancels it right after this returns.
  private func follow(_ effect: Effect<Action>, of step: Step) -> Effect<TestAction> {
    var followed = effect.map(TestAction.receive)
    followed.operations = followed.operations.map { operation in
      switch operation {
      case .cancel(let id):
        runningEffects.removeAll { $0.ids.contains(id) }
        onProgress?()
        return operation
      case .reportIssue:
        return operation
      case .run(let ids, let work):
        let number = nextNumber
        nextNumber += 1
        runningEffects.append(RunningEffect(number: number, ids: ids, step: step))
        return .run(ids: ids) { [weak self] send in
          await work(send)
          self?.runningEffects.removeAll { $0.number == number }
          self?.onProgress?()
        }
      }
    }
    return followed
  }
}
