// Generated from Sources/MVPRouter/UI/Router.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVPRouter/UI/Router.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// Navigation's composition root: builds each screen and asks the root container to show it.
///
/// The one place that knows which screen follows which, and how a screen is made: model,
/// presenter, view, then `presenter.view = view`. The root view controller owns it; presenters
/// reach it through `SearchRouting` and `RepositoryDetailRouting`, weakly. It keeps the search
/// screen alive while the detail screen shows, so that going back finds it exactly as it was.
@MainActor
final class Router {
  /// Where screens are shown; weak because the root owns the router.
  weak var container: (any RootContainer)?

  private let environment: AppEnvironment
  private var searchScreen: SearchViewController?

  /// Creates a router that builds screens from `environment`'s collaborators.
  init(environment: AppEnvironment) { Trace.enter("MVPRouter", "Router", "init(environment:)"); defer { Trace.exit() }
    self.environment = environment
  }

  /// Shows the search screen: built the first time, the same instance every time after.
  func showSearchScreen() { Trace.enter("MVPRouter", "Router", "showSearchScreen()"); defer { Trace.exit() }
    let screen = searchScreen ?? makeSearchScreen()
    searchScreen = screen
    container?.show(screen)
  }

  /// The search screen with its presenter, searching through the environment's model.
  func makeSearchScreen() -> SearchViewController { Trace.enter("MVPRouter", "Router", "makeSearchScreen()"); defer { Trace.exit() }
    let presenter = SearchPresenter(
      service: environment.searchService, clock: environment.clock, router: self)
    let viewController = SearchViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }

  /// The detail screen for `repository`, with its presenter.
  func makeRepositoryDetailScreen(for repository: Repository) -> RepositoryDetailViewController { Trace.enter("MVPRouter", "Router", "makeRepositoryDetailScreen(for:)"); defer { Trace.exit() }
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: environment.urlOpener, router: self)
    let viewController = RepositoryDetailViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }
}

extension Router: SearchRouting {
  func showRepositoryDetail(for repository: Repository) { Trace.enter("MVPRouter", "Router", "showRepositoryDetail(for:)"); defer { Trace.exit() }
    container?.show(makeRepositoryDetailScreen(for: repository))
  }
}

extension Router: RepositoryDetailRouting {
  func closeRepositoryDetail() { Trace.enter("MVPRouter", "Router", "closeRepositoryDetail()"); defer { Trace.exit() }
    showSearchScreen()
  }
}
