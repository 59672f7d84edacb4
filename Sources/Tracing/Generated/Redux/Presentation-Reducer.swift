// Generated from Sources/Redux/Presentation/Reducer.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/Presentation/Reducer.swift", line: 1)
import Tracing; /// What a store runs for every action: a pure function from the state and an action to the new
/// state and the work still to do, described as an ``Effect``.
///
/// The only place the state changes. It never awaits: what takes time is an effect the store
/// runs, and the effect's answer comes back as another action.
@MainActor
package protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State: Equatable & Sendable
  /// Everything that can happen to the state.
  associatedtype Action: Sendable

  /// Changes `state` for `action` and returns the work the action starts.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
