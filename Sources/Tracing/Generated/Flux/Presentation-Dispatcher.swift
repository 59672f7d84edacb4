// Generated from Sources/Flux/Presentation/Dispatcher.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/Presentation/Dispatcher.swift", line: 1)
import Tracing; /// The one hub every action passes through: hands each dispatched action to every registered
/// store, in the order they registered, on the main actor.
///
/// ``Assembly`` makes one for the app and injects it into the action creators; nothing reaches
/// it as a shared instance. It holds its stores weakly: a screen owns its store, and the store
/// goes with the screen.
@MainActor
package final class Dispatcher: Dispatching {
  private struct Registration {
    weak var store: (any ActionHandling)?
  }

  private var registrations: [Registration] = []
  private var isDispatching = false

  /// Creates a dispatcher with no stores.
  package init() { Trace.enter("Flux", "Dispatcher", "init()"); Trace.exit()}

  /// Adds `store` to the stores every action is handed to.
  package func register(_ store: any ActionHandling) { Trace.enter("Flux", "Dispatcher", "register(_:)"); defer { Trace.exit() }
    registrations.append(Registration(store: store))
  }

  package func dispatch(_ action: SearchAction) { Trace.enter("Flux", "Dispatcher", "dispatch(_:)", action: action); defer { Trace.exit() }
    // Flux's one rule for the dispatcher: a store never dispatches while it handles an action,
    // so every action's effects are complete before the next one starts.
    precondition(!isDispatching, "\(action) was dispatched while another action was handled")
    isDispatching = true
    defer { isDispatching = false }
    registrations.removeAll { $0.store == nil }
    for registration in registrations {
      registration.store?.handle(action)
    }
  }
}
