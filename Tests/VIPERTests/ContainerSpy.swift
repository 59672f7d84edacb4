import TerminalUI

@testable import VIPER

/// Stands in for the root view controller and counts the requests to show a screen.
///
/// It keeps the screen shown last, as the root does, and draws nothing.
@MainActor
final class ContainerSpy: RootContainer {
  private(set) var shownViewController: ViewController?
  private(set) var showCount = 0

  func show(_ viewController: ViewController) {
    shownViewController = viewController
    showCount += 1
  }
}
