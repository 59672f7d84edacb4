import MVPPresentation
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
  func makeRootViewController() -> ViewController {
    NavigationController(rootViewController: makeSearchScreen())
  }

  /// The search screen with its presenter, searching through the environment's model.
  func makeSearchScreen() -> SearchViewController {
    let presenter = SearchPresenter(service: environment.searchService, clock: environment.clock)
    let viewController = SearchViewController(presenter: presenter, assembly: self)
    presenter.view = viewController
    return viewController
  }

  /// The detail screen for `repository`, with its presenter.
  func makeRepositoryDetailScreen(for repository: Repository) -> RepositoryDetailViewController {
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: environment.urlOpener)
    let viewController = RepositoryDetailViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }
}
