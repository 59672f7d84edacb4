// Generated from Sources/VIPER/UI/RootViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/UI/RootViewController.swift", line: 1)
import Tracing; import TerminalUI

/// The container at the root of the app: shows one screen at a time as its only child, and
/// keeps the router alive.
///
/// Built by ``Assembly``; the window owns it (under the title line), and it owns the router,
/// which asks it to ``show(_:)`` each screen. Swapping screens uses UIKit's containment calls.
final class RootViewController: ViewController {
  /// The router that decides what is shown; owned here because the root lives as long as the
  /// app's screens do.
  let router: Router

  init(router: Router) { Trace.enter("VIPER", "RootViewController", "init(router:)"); defer { Trace.exit() }
    self.router = router
    super.init()
  }

  /// The screen on show: the only child.
  var currentViewController: ViewController? {
    children.last
  }

  override func loadView() { Trace.enter("VIPER", "RootViewController", "loadView()"); defer { Trace.exit() }
    view = View()
    if let currentViewController { view.addSubview(currentViewController.view) }
  }

  override func viewDidLayoutSubviews() { Trace.enter("VIPER", "RootViewController", "viewDidLayoutSubviews()"); defer { Trace.exit() }
    super.viewDidLayoutSubviews()
    currentViewController?.viewIfLoaded?.frame = view.bounds
  }
}

extension RootViewController: RootContainer {
  func show(_ viewController: ViewController) { Trace.enter("VIPER", "RootViewController", "show(_:)"); defer { Trace.exit() }
    let previous = currentViewController
    guard viewController !== previous else { return }
    previous?.willMove(toParent: nil)
    addChild(viewController)
    if isViewLoaded {
      viewController.view.frame = view.bounds
      if let previous {
        transition(from: previous, to: viewController)
      } else {
        view.addSubview(viewController.view)
      }
    }
    previous?.removeFromParent()
    viewController.didMove(toParent: self)
  }
}
