// Generated from Sources/Redux/Presentation/StoreCore.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/Presentation/StoreCore.swift", line: 1)
import Tracing; import Observation

/// The core of the app's store: holds the whole state, runs the reducer for every action sent
/// to it and runs the effects the reducer returns, on the main actor.
///
/// ``Assembly`` makes one for the app and hands it to the one ``Store`` the views start from;
/// every store scoped from that one reads and sends through it too. Observing its state is
/// observing the app.
@MainActor
@Observable
package final class StoreCore<State: Equatable & Sendable, Action: Sendable> {
  /// The app's whole state.
  package private(set) var state: State

  @ObservationIgnored private let reducer: any Reducer<State, Action>
  @ObservationIgnored private let reportIssue: @MainActor (String) -> Void
  // The work running, by a number of its own, with the ids it may be cancelled by.
  @ObservationIgnored private var running: [Int: (ids: Set<EffectID>, task: Task<Void, Never>)] =
    [:]
  @ObservationIgnored private var nextNumber = 0

  /// Creates a core that starts at `initialState`, changes it with `reducer` and hands the
  /// issues the effects report to `reportIssue`.
  package init(
    initialState: State, reducer: some Reducer<State, Action>,
    reportIssue: @escaping @MainActor (String) -> Void
  ) { Trace.enter("Redux", "StoreCore", "init(initialState:reducer:reportIssue:)"); defer { Trace.exit() }
    state = initialState
    self.reducer = reducer
    self.reportIssue = reportIssue
  }

  /// How many effects are running: started, neither finished nor cancelled.
  package var runningEffectCount: Int { running.count }

  /// Runs the reducer for `action`, then the work it returned.
  package func send(_ action: Action) { Trace.enter("Redux", "StoreCore", "send(_:)", action: action); defer { Trace.exit() }
    var newState = state
    let effect = reducer.reduce(into: &newState, action: action)
    // Observers hear of a change only: an action that changes nothing redraws nothing.
    if newState != state { state = newState }
    for operation in effect.operations {
      switch operation {
      case .cancel(let id):
        for (number, work) in running where work.ids.contains(id) {
          work.task.cancel()
          running[number] = nil
        }
      case .reportIssue(let message): reportIssue(message)
      case .run(let ids, let work):
        let number = nextNumber
        nextNumber += 1
        // Weak: work that outlives the screens neither keeps the store nor sends to it.
        let send = Send<Action> { [weak self] action in self?.send(action) }
        let task = Task { [weak self] in Trace.resume("Redux", "StoreCore", "send(_:)"); defer { Trace.exit() }
          await work(send)
          self?.running[number] = nil
        }
        running[number] = (ids, task)
      }
    }
  }
}
