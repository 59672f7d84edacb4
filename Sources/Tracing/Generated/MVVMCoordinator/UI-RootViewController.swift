// Generated from Sources/MVVMCoordinator/UI/RootViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/UI/RootViewController.swift", line: 1)
import Tracing; import TerminalUI

/// The root of the app, in the window's place: shows the navigation controller and keeps the
/// app coordinator alive, as a scene delegate does.
///
/// Built by ``Assembly``. The coordinator owns the navigation controller; nothing holds this
/// root but the app.
final class RootViewController: ViewController {
  /// The flow that decides what is shown.
  let coordinator: AppCoordinator
  private let navigation: NavigationController

  init(navigationController: NavigationController, coordinator: AppCoordinator) { Trace.enter("MVVMCoordinator", "RootViewController", "init(navigationController:coordinator:)"); defer { Trace.exit() }
    navigation = navigationController
    self.coordinator = coordinator
    super.init()
    addChild(navigationController)
    navigationController.didMove(toParent: self)
  }

  override func loadView() { Trace.enter("MVVMCoordinator", "RootViewController", "loadView()"); defer { Trace.exit() }
    view = View()
    view.addSubview(navigation.view)
  }

  override func viewDidLayoutSubviews() { Trace.enter("MVVMCoordinator", "RootViewController", "viewDidLayoutSubviews()"); defer { Trace.exit() }
    super.viewDidLayoutSubviews()
    navigation.viewIfLoaded?.frame = view.bounds
  }
}
