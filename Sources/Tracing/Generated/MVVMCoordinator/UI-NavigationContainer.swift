// Generated from Sources/MVVMCoordinator/UI/NavigationContainer.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/UI/NavigationContainer.swift", line: 1)
import Tracing; import TerminalUI

/// What a coordinator needs from the navigation controller: a stack to push a screen onto.
///
/// `NavigationController` is the real one; the coordinators' tests use a spy.
@MainActor
protocol NavigationContainer: AnyObject {
  /// Shows `viewController` on top of the stack.
  func pushViewController(_ viewController: ViewController)
}

extension NavigationController: NavigationContainer {}
