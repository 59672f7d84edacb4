// Generated from Sources/MVP/UI/Assembly.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVP/UI/Assembly.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// MVP's composition root: builds each screen — model, presenter, view — and connects them.
///
/// The view never creates its model or its presenter; they arrive through `init`, and the
/// presenter's back-reference to the view is set here, in one place.
@MainActor
struct Assembly {
  /// The collaborators from outside: the search service, the URL opener, the clock.
  let environment: AppEnvironment

  /// The search screen in a navigation controller.
  func makeRootViewController() -> ViewController { Trace.enter("MVP", "Assembly", "makeRootViewController()"); defer { Trace.exit() }
    return NavigationController(rootViewController: makeSearchScreen())
  }

  /// The search screen with its presenter, searching through the environment's model.
  func makeSearchScreen() -> SearchViewController { Trace.enter("MVP", "Assembly", "makeSearchScreen()"); defer { Trace.exit() }
    let presenter = SearchPresenter(service: environment.searchService, clock: environment.clock)
    let viewController = SearchViewController(presenter: presenter, assembly: self)
    presenter.view = viewController
    return viewController
  }

  /// The detail screen for `repository`, with its presenter.
  func makeRepositoryDetailScreen(for repository: Repository) -> RepositoryDetailViewController { Trace.enter("MVP", "Assembly", "makeRepositoryDetailScreen(for:)"); defer { Trace.exit() }
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: environment.urlOpener)
    let viewController = RepositoryDetailViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }
}
