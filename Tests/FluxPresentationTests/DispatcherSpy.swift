import FluxPresentation

/// Stands where the dispatcher would be: records every action an action creator dispatches,
/// in order, and hands each one on to a real dispatcher, so that the stores registered with it
/// change as they would in the app.
@MainActor
final class DispatcherSpy: Dispatching {
  /// Every action dispatched so far, oldest first.
  private(set) var actions: [SearchAction] = []
  private let dispatcher = Dispatcher()

  /// A spy that hands the actions on to `stores`.
  init(handingActionsTo stores: [any ActionHandling] = []) {
    for store in stores { dispatcher.register(store) }
  }

  func dispatch(_ action: SearchAction) {
    actions.append(action)
    dispatcher.dispatch(action)
  }

  /// Forgets the actions recorded so far.
  func reset() {
    actions = []
  }
}
