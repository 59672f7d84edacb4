import TerminalUI

@testable import MVVMCoordinator

/// Stands in for the navigation controller and keeps the screens pushed onto it, in order.
///
/// It draws nothing and pops nothing: going back is the real navigation controller's, and the
/// tests that need it use one.
@MainActor
final class NavigationContainerSpy: NavigationContainer {
  private(set) var pushedViewControllers: [ViewController] = []

  func pushViewController(_ viewController: ViewController) {
    pushedViewControllers.append(viewController)
  }
}
