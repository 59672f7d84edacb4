import TerminalUI

/// The navigation controller the coordinators' tests hand them: the real one, which draws
/// nothing without a window, recording every push and pop on its way through.
///
/// Built on the real thing, so the stack it keeps and the delegate calls it makes are the
/// app's; a test pops it as the back key or a "close" button's code would.
@MainActor
final class NavigationControllerSpy: NavigationController {
  private(set) var pushedViewControllers: [ViewController] = []
  private(set) var poppedViewControllers: [ViewController] = []

  override func pushViewController(_ viewController: ViewController) {
    pushedViewControllers.append(viewController)
    super.pushViewController(viewController)
  }

  @discardableResult
  override func popViewController() -> ViewController? {
    let popped = super.popViewController()
    if let popped { poppedViewControllers.append(popped) }
    return popped
  }
}
