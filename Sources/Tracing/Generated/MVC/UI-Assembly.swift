// Generated from Sources/MVC/UI/Assembly.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVC/UI/Assembly.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI

/// MVC's composition root: builds the first screen and hands it the model's service to ask.
///
/// That is all there is to compose in Apple-style MVC: from here on the search controller
/// builds and pushes the detail screen itself, because it knows everything.
@MainActor
struct Assembly {
  /// The collaborators from outside: the search service, the URL opener, the clock.
  let environment: AppEnvironment

  /// The search screen in a navigation controller.
  func makeRootViewController() -> ViewController { Trace.enter("MVC", "Assembly", "makeRootViewController()"); defer { Trace.exit() }
    return NavigationController(
      rootViewController: SearchViewController(
        service: environment.searchService, urlOpener: environment.urlOpener,
        clock: environment.clock))
  }
}
