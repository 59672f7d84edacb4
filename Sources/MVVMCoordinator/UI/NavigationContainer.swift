import TerminalUI

/// What a coordinator needs from the navigation controller: a stack to push a screen onto.
///
/// `NavigationController` is the real one; the coordinators' tests use a spy.
@MainActor
protocol NavigationContainer: AnyObject {
  /// Shows `viewController` on top of the stack.
  func pushViewController(_ viewController: ViewController)
}

extension NavigationController: NavigationContainer {}
