/// What a view holds: it reads the state, or any property of it as the store's own
/// (`store.isLoading`), and sends actions, on the main actor.
///
/// ``Assembly`` makes the app's one store on a ``StoreCore``, which holds the state and runs the
/// reducer and the effects. ``scope(state:action:)`` hands a screen a store of its own part of
/// the state: it reads only that part and sends only that screen's actions, which reach the
/// reducer wrapped as the parent's. Nothing reaches a store as a shared instance.
@MainActor
@dynamicMemberLookup
package final class Store<State: Sendable, Action: Sendable> {
  private let readState: @MainActor () -> State
  /// Sends an action: the store's core runs the reducer for it, then the work it returned.
  package let send: @MainActor (Action) -> Void

  /// Creates the app's store on `core`.
  package convenience init(core: StoreCore<State, Action>) where State: Equatable {
    self.init(state: { core.state }, send: core.send)
  }

  private init(
    state: @escaping @MainActor () -> State, send: @escaping @MainActor (Action) -> Void
  ) {
    readState = state
    self.send = send
  }

  /// The state the views read; reading it in `updateProperties()` observes it.
  package var state: State { readState() }

  /// A property of the state, read as the store's own: `store.isLoading`.
  package subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A store of the child state at `toChildState` while it is set, or nil.
  ///
  /// It reads that state and sends its actions here through `fromChildAction`. Once the child
  /// state is gone, it still reads what the state last was, for the screen that is going away.
  package func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    guard var childState = state[keyPath: toChildState] else { return nil }
    return Store<ChildState, ChildAction>(
      state: { [self] in
        childState = state[keyPath: toChildState] ?? childState
        return childState
      },
      send: { [self] childAction in send(fromChildAction(childAction)) })
  }
}
