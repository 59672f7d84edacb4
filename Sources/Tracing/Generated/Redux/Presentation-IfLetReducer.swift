// Generated from Sources/Redux/Presentation/IfLetReducer.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/Presentation/IfLetReducer.swift", line: 1)
import Tracing; /// A parent's reducer with a child's running on optional child state, as TCA's `ifLet`
/// composes them: the detail screen's reducer inside the search screen's.
///
/// ``Reducer/ifLet(_:action:embed:then:)`` makes it; ``Assembly`` hands it to the ``Store``. A
/// child action runs the child's reducer first, on the child state, and its effects run under
/// the child's id; when the parent's reducer then sets the child state to nil, those effects
/// are cancelled. A child action that arrives while there is no child state is the app's
/// mistake: it changes nothing and is reported.
package struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: KeyPath<Parent.Action, Child.Action?>
  let fromChildAction: @Sendable (Child.Action) -> Parent.Action

  package func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> { Trace.enter("Redux", "IfLetReducer", "reduce(into:action:)"); defer { Trace.exit() }
    // The child's effects run under the key path of its state, which never changes.
    let childID = EffectID(value: toChildState)
    var effects: [Effect<Parent.Action>] = []
    if let childAction = action[keyPath: toChildAction] {
      if var childState = state[keyPath: toChildState] {
        let effect = child.reduce(into: &childState, action: childAction)
        state[keyPath: toChildState] = childState
        effects.append(effect.map(fromChildAction).cancellable(id: childID))
      } else {
        let issue = "\(action) arrived with no \(Child.State.self) to run on; it changed nothing"
        effects.append(Effect(operations: [.reportIssue(issue)]))
      }
    }
    let wasShown = state[keyPath: toChildState] != nil
    effects.append(parent.reduce(into: &state, action: action))
    if wasShown, state[keyPath: toChildState] == nil { effects.append(.cancel(id: childID)) }
    return Effect(operations: effects.flatMap(\.operations))
  }
}

extension Reducer {
  /// This reducer with `child` running on the state at `toChildState` while it is set, for
  /// every action `toChildAction` finds a child action in; `embed` wraps the child's answers.
  package func ifLet<Child: Reducer>(
    _ toChildState: WritableKeyPath<State, Child.State?>,
    action toChildAction: KeyPath<Action, Child.Action?>,
    embed: @escaping @Sendable (Child.Action) -> Action,
    then child: Child
  ) -> IfLetReducer<Self, Child> { Trace.enter("Redux", "Reducer", "ifLet(_:action:embed:then:)"); defer { Trace.exit() }
    return IfLetReducer(
      parent: self, child: child, toChildState: toChildState, toChildAction: toChildAction,
      fromChildAction: embed)
  }
}
