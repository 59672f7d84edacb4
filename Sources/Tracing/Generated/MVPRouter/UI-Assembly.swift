// Generated from Sources/MVPRouter/UI/Assembly.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVPRouter/UI/Assembly.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI

/// The composition root: builds the root container and the router, connects them, and shows
/// the first screen.
///
/// The root owns the router; the router's reference back to the root is weak and set here, in
/// one place. Building the screens themselves is the router's job.
@MainActor
struct Assembly {
  /// The collaborators from outside: the search service, the URL opener, the clock.
  let environment: AppEnvironment

  /// The root container, showing the search screen.
  func makeRootViewController() -> RootViewController { Trace.enter("MVPRouter", "Assembly", "makeRootViewController()"); defer { Trace.exit() }
    let router = Router(environment: environment)
    let rootViewController = RootViewController(router: router)
    router.container = rootViewController
    router.showSearchScreen()
    return rootViewController
  }
}
