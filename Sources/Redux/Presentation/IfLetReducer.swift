/// A parent's reducer with a child's running on optional child state, as TCA's `ifLet`
/// composes them: the detail screen's reducer inside the search screen's.
///
/// ``Reducer/ifLet(_:action:embed:then:)`` makes it; ``Assembly`` hands it to the ``Store``. A
/// child action runs the child's reducer first, on the child state, and its effects run under
/// the child's identity: where its state lives and the `id` of the state, as TCA's
/// `NavigationID` keys them. When the parent's reducer then sets the child state to nil, or to
/// another child, the old child's effects are cancelled. A child action that arrives while there
/// is no child state is the app's mistake: it changes nothing and is reported.
package struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer
where Child.State: Identifiable {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: KeyPath<Parent.Action, Child.Action?>
  let fromChildAction: @Sendable (Child.Action) -> Parent.Action

  package func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childID = childID(in: state)
    var effects: [Effect<Parent.Action>] = []
    if let childAction = action[keyPath: toChildAction] {
      if var childState = state[keyPath: toChildState], let childID {
        let effect = child.reduce(into: &childState, action: childAction)
        state[keyPath: toChildState] = childState
        effects.append(effect.map(fromChildAction).cancellable(id: childID))
      } else {
        let issue = "\(action) arrived with no \(Child.State.self) to run on; it changed nothing"
        effects.append(Effect(operations: [.reportIssue(issue)]))
      }
    }
    effects.append(parent.reduce(into: &state, action: action))
    if let childID, childID != self.childID(in: state) { effects.append(.cancel(id: childID)) }
    return Effect(operations: effects.flatMap(\.operations))
  }

  // The child's identity, nil without a child: where its state lives and its `id`, so that
  // another child is another id.
  private func childID(in state: Parent.State) -> EffectID? {
    state[keyPath: toChildState].map { EffectID(value: [toChildState, $0.id] as [AnyHashable]) }
  }
}

extension Reducer {
  /// This reducer with `child` running on the state at `toChildState` while it is set, for
  /// every action `toChildAction` finds a child action in; `embed` wraps the child's answers.
  ///
  /// The child state's `id` tells one child from the next.
  package func ifLet<Child: Reducer>(
    _ toChildState: WritableKeyPath<State, Child.State?>,
    action toChildAction: KeyPath<Action, Child.Action?>,
    embed: @escaping @Sendable (Child.Action) -> Action,
    then child: Child
  ) -> IfLetReducer<Self, Child> where Child.State: Identifiable {
    IfLetReducer(
      parent: self, child: child, toChildState: toChildState, toChildAction: toChildAction,
      fromChildAction: embed)
  }
}
