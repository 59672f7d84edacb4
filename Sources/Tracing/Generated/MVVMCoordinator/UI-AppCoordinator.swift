// Generated from Sources/MVVMCoordinator/UI/AppCoordinator.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/UI/AppCoordinator.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The app's flow: owns the navigation controller, shows the search screen, starts a child
/// coordinator for each repository chosen, with what the detail screen needs, and lets the
/// child go when its screen leaves the stack.
///
/// The composition root of what it shows: view model, then view, then itself as the view
/// model's coordinator. The root view controller owns it; view models reach it through
/// `SearchCoordinating`, weakly, and the navigation controller through
/// `NavigationControllerDelegate`, weakly: it hears every pop itself, so no screen reports one.
@MainActor
final class AppCoordinator: Coordinator {
  /// The stack the screens go on.
  let navigationController: NavigationController
  /// The detail flow, while its screen is on the stack.
  private(set) var childCoordinators: [any Coordinator] = []

  private let environment: AppEnvironment

  /// Creates a coordinator that pushes onto `navigationController` screens built from
  /// `environment`'s collaborators.
  init(navigationController: NavigationController, environment: AppEnvironment) { Trace.enter("MVVMCoordinator", "AppCoordinator", "init(navigationController:environment:)"); defer { Trace.exit() }
    self.navigationController = navigationController
    self.environment = environment
  }

  /// Becomes the navigation controller's delegate and shows the search screen, with its view
  /// model, which owns the results.
  func start() { Trace.enter("MVVMCoordinator", "AppCoordinator", "start()"); defer { Trace.exit() }
    navigationController.delegate = self
    let viewModel = SearchViewModel(
      repository: SearchResultsRepository(service: environment.searchService),
      clock: environment.clock)
    viewModel.coordinator = self
    navigationController.pushViewController(SearchViewController(viewModel: viewModel))
  }

  /// Lets go of `child`, whose flow has ended.
  func childDidFinish(_ child: any Coordinator) { Trace.enter("MVVMCoordinator", "AppCoordinator", "childDidFinish(_:)"); defer { Trace.exit() }
    childCoordinators.removeAll { $0 === child }
  }
}

extension AppCoordinator: SearchCoordinating {
  func repositorySelected(_ repository: Repository) { Trace.enter("MVVMCoordinator", "AppCoordinator", "repositorySelected(_:)"); defer { Trace.exit() }
    // One detail at a time: the search screen is hidden while one shows.
    guard childCoordinators.isEmpty else { return }
    let child = RepositoryDetailCoordinator(
      repository: repository, urlOpener: environment.urlOpener,
      navigationController: navigationController)
    childCoordinators.append(child)
    child.start()
  }
}

extension AppCoordinator: NavigationControllerDelegate {
  // "Back Buttons and Coordinators": a child whose screen is no longer on the stack has ended,
  // whether the back key or code popped it.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) { Trace.enter("MVVMCoordinator", "AppCoordinator", "navigationController(_:didShow:animated:)"); defer { Trace.exit() }
    let stack = navigationController.viewControllers
    for case let child as RepositoryDetailCoordinator in childCoordinators
    where !stack.contains(where: { $0 === child.viewController }) {
      childDidFinish(child)
    }
  }
}
