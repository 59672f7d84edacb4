import TerminalUI

/// Records every `didShow` a navigation controller sends: the controller shown and the stack at
/// that moment, and writes it into a lifecycle log when it is given one.
@MainActor
final class NavigationControllerDelegateSpy: NavigationControllerDelegate {
  private(set) var shown: [ViewController] = []
  private(set) var stacks: [[ViewController]] = []
  private let log: LifecycleLog?

  init(log: LifecycleLog? = nil) {
    self.log = log
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    shown.append(viewController)
    stacks.append(navigationController.viewControllers)
    let name = (viewController as? LoggingViewController)?.name ?? "a controller"
    log?.record("delegate.didShow(\(name), animated: \(animated))")
  }
}
