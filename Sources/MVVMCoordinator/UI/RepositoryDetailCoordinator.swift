import MVVMCoordinatorPresentation
import TerminalUI

/// The detail flow: shows one repository's screen, and ends when that screen leaves the stack.
///
/// Created by ``AppCoordinator`` with the view model the search screen chose, and held in its
/// `childCoordinators`; the app coordinator, the navigation controller's delegate, lets it go
/// once ``viewController`` is off the stack. Nothing on the screen reaches it.
@MainActor
final class RepositoryDetailCoordinator: Coordinator {
  /// None: the detail screen leads nowhere.
  let childCoordinators: [any Coordinator] = []
  /// The screen this flow shows, once started.
  private(set) var viewController: RepositoryDetailViewController?

  private let viewModel: RepositoryDetailViewModel
  private let navigationController: NavigationController

  /// Creates the flow of `viewModel`'s detail screen, pushed onto `navigationController`.
  init(viewModel: RepositoryDetailViewModel, navigationController: NavigationController) {
    self.viewModel = viewModel
    self.navigationController = navigationController
  }

  /// Shows the detail screen with its view model.
  func start() {
    let viewController = RepositoryDetailViewController(viewModel: viewModel)
    self.viewController = viewController
    navigationController.pushViewController(viewController)
  }
}
