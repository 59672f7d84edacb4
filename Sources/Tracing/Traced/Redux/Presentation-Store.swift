// swift-format-ignore-file
// Generated from Sources/Redux/Presentation/Store.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/Redux/Presentation/Store.swift", line: 1)
import Tracing; import Observation

/// Holds the app's state, runs the reducer for every action sent to it and runs the effects the
/// reducer returns, on the main actor.
///
/// ``Assembly`` makes the one store of the app; the view controllers observe ``state`` and
/// ``send(_:)`` actions. Nothing else changes the state, and nothing reaches the store as a
/// shared instance.
@MainActor
@Observable
package final class Store<State: Equatable & Sendable, Action: Sendable> {
  /// The state the views read.
  package private(set) var state: State

  @ObservationIgnored private let reducer: any Reducer<State, Action>
  // The work running, by a number of its own, with the id it may be cancelled by.
  @ObservationIgnored private var running: [Int: (id: EffectID?, task: Task<Void, Never>)] = [:]
  @ObservationIgnored private var nextNumber = 0

  /// Creates a store that starts at `initialState` and changes it with `reducer`.
  package init(initialState: State, reducer: some Reducer<State, Action>) { Trace.enter("Redux", "Store", "init(initialState:reducer:)"); defer { Trace.exit() }
    state = initialState
    self.reducer = reducer
  }

  /// Runs the reducer for `action`, then the work it returned.
  package func send(_ action: Action) { Trace.enter("Redux", "Store", "send(_:)"); defer { Trace.exit() }
    var newState = state
    let effect = reducer.reduce(into: &newState, action: action)
    // Observers hear of a change only: an action that changes nothing redraws nothing.
    if newState != state {
      state = newState
    }
    run(effect)
  }

  private func run(_ effect: Effect<Action>) { Trace.enter("Redux", "Store", "run(_:)"); defer { Trace.exit() }
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
        // Weak: work that outlives the screens neither keeps the store nor sends to it.
        let send = Send<Action> { [weak self] action in self?.send(action) }
        let task = Task { [weak self] in Trace.resume("Redux", "Store", "run(_:)"); defer { Trace.exit() }
          await work(send)
          self?.running[number] = nil
        }
        running[number] = (id, task)
      }
    }
  }

  private func cancel(id: EffectID) { Trace.enter("Redux", "Store", "cancel(id:)"); defer { Trace.exit() }
    for (number, work) in running where work.id == id {
      work.task.cancel()
      running[number] = nil
    }
  }
}
