// Generated from Sources/MVVMCoordinator/UI/Assembly.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/UI/Assembly.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI

/// The composition root: builds the navigation controller and the app coordinator, starts it,
/// and puts both under the root.
///
/// Building the screens is the coordinators' job: each builds the screens of its own flow.
@MainActor
struct Assembly {
  /// The collaborators from outside: the search service, the URL opener, the clock.
  let environment: AppEnvironment

  /// The root, showing the navigation controller with the search screen.
  func makeRootViewController() -> RootViewController { Trace.enter("MVVMCoordinator", "Assembly", "makeRootViewController()"); defer { Trace.exit() }
    let navigationController = NavigationController()
    let coordinator = AppCoordinator(
      navigationController: navigationController, environment: environment)
    coordinator.start()
    return RootViewController(navigationController: navigationController, coordinator: coordinator)
  }
}
