import Testing

@testable import MVVMCoordinator

/// Whether a child coordinator went once its screen left the stack, and when it did not, which
/// link of the way from the pop to its release is missing, read from what a test can see.
///
/// The way has three links: the navigation controller pops the child's screen and tells its
/// delegate, the app coordinator; the delegate method finds the child whose screen is gone and
/// calls `childDidFinish(_:)`; that lets the child go. Each link is checked on its own, so the
/// message says which one broke whichever of them is wrong.
@MainActor
enum ChildRelease {
  /// Records an issue at `sourceLocation` saying which link is missing when `child`, whose
  /// screen a pop has just taken off the stack, is still alive.
  static func expectReleased(
    _ child: RepositoryDetailCoordinator?, by coordinator: AppCoordinator,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let child else { return }
    let why = missingLink(child, of: coordinator)
    Issue.record(Comment(rawValue: why), sourceLocation: sourceLocation)
  }

  /// The first missing link for `child`, which is still alive.
  ///
  /// Telling the last two apart calls `childDidFinish(_:)` with the child, as the delegate
  /// method should have.
  private static func missingLink(
    _ child: RepositoryDetailCoordinator, of coordinator: AppCoordinator
  ) -> String {
    let navigationController = coordinator.navigationController
    if navigationController.viewControllers.contains(where: { $0 === child.viewController }) {
      return "the child's screen is still on the stack: nothing popped it"
    }
    guard navigationController.delegate === coordinator else {
      return "the child's screen left the stack, but the app coordinator is not the navigation"
        + " controller's delegate"
    }
    guard coordinator.childCoordinators.contains(where: { $0 === child }) else {
      return "the app coordinator let the child go, but something else still holds it"
    }
    let told = "the child's screen left the stack and the app coordinator was told, but"
    coordinator.childDidFinish(child)
    guard coordinator.childCoordinators.contains(where: { $0 === child }) else {
      return "\(told) didShow kept the child; childDidFinish(child) lets it go"
    }
    return "\(told) the child stays; childDidFinish(child) keeps it too"
  }
}
