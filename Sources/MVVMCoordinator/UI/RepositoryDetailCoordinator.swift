import MVVMCoordinatorPresentation
import RepositorySearch
import TerminalUI

/// The detail flow: builds one repository's screen and its view model, shows it, and ends when
/// that screen leaves the stack.
///
/// Created by ``AppCoordinator`` with the repository the search screen reported and the URL
/// opener, and held in its `childCoordinators`; the app coordinator, the navigation
/// controller's delegate, lets it go once ``viewController`` is off the stack. Nothing on the
/// screen reaches it.
@MainActor
final class RepositoryDetailCoordinator: Coordinator {
  /// None: the detail screen leads nowhere.
  let childCoordinators: [any Coordinator] = []
  /// The screen this flow shows, once started.
  private(set) var viewController: RepositoryDetailViewController?

  private let repository: Repository
  private let urlOpener: any URLOpening
  private let navigationController: NavigationController

  /// Creates the flow of `repository`'s detail screen, opening pages with `urlOpener`, pushed
  /// onto `navigationController`.
  init(
    repository: Repository, urlOpener: any URLOpening, navigationController: NavigationController
  ) {
    self.repository = repository
    self.urlOpener = urlOpener
    self.navigationController = navigationController
  }

  /// Shows the detail screen with its view model.
  func start() {
    let viewModel = RepositoryDetailViewModel(repository: repository, urlOpener: urlOpener)
    let viewController = RepositoryDetailViewController(viewModel: viewModel)
    self.viewController = viewController
    navigationController.pushViewController(viewController)
  }
}
