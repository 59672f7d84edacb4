// Generated from Sources/MVVMCoordinator/UI/RepositoryDetailCoordinator.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/UI/RepositoryDetailCoordinator.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail flow: shows one repository's screen and ends when that screen is gone.
///
/// Created by ``AppCoordinator``, which holds it in `childCoordinators`; the detail view model
/// reaches it through `RepositoryDetailCoordinating`, weakly. However the screen leaves the
/// stack, it tells its parent, which lets it go.
@MainActor
final class RepositoryDetailCoordinator: Coordinator {
  /// The coordinator that started this flow; weak because it owns this one.
  weak var parent: AppCoordinator?
  /// None: the detail screen leads nowhere.
  let childCoordinators: [any Coordinator] = []

  private let repository: Repository
  private let navigationController: any NavigationContainer
  private let environment: AppEnvironment

  /// Creates the flow of `repository`'s detail screen, pushed onto `navigationController`.
  init(
    repository: Repository, navigationController: any NavigationContainer,
    environment: AppEnvironment
  ) { Trace.enter("MVVMCoordinator", "RepositoryDetailCoordinator", "init(repository:navigationController:environment:)"); defer { Trace.exit() }
    self.repository = repository
    self.navigationController = navigationController
    self.environment = environment
  }

  /// Shows the detail screen for the repository, with its view model.
  func start() { Trace.enter("MVVMCoordinator", "RepositoryDetailCoordinator", "start()"); defer { Trace.exit() }
    let viewModel = RepositoryDetailViewModel(
      repository: repository, urlOpener: environment.urlOpener)
    viewModel.coordinator = self
    navigationController.pushViewController(RepositoryDetailViewController(viewModel: viewModel))
  }
}

extension RepositoryDetailCoordinator: RepositoryDetailCoordinating {
  func detailClosed() { Trace.enter("MVVMCoordinator", "RepositoryDetailCoordinator", "detailClosed()"); defer { Trace.exit() }
    parent?.childDidFinish(self)
  }
}
