/// A stack of screens where only the top one shows, like `UINavigationController`.
///
/// Pushing hides the current screen without destroying it: when the screen above is popped,
/// the one below comes back as the same instance, its views as they were — text, selection,
/// scroll position — and the view that had the focus gets it back. The popped controller is
/// released unless something else holds it. Escape, or Left when nothing below handles it,
/// goes back while more than one controller is on the stack. There is no navigation bar: each
/// screen draws its own title. After every push and pop, the ``delegate`` hears which controller
/// is on top.
@MainActor
open class NavigationController: ViewController {
  /// Told which controller shows after every push and pop; weak, as in UIKit, because the
  /// delegate usually owns the navigation controller.
  public weak var delegate: (any NavigationControllerDelegate)?

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init()
    pushViewController(rootViewController)
  }

  /// Creates a navigation controller with an empty stack: the first controller pushed becomes
  /// the root, as with `UINavigationController()` handed to a coordinator.
  public override init() {
    super.init()
  }

  /// The controllers on the stack, the root first and the visible one last.
  public var viewControllers: [ViewController] {
    children
  }

  /// The controller on top of the stack: the one on screen.
  public var topViewController: ViewController? {
    children.last
  }

  /// A container that shows the top controller's view on the whole screen.
  open override func loadView() {
    let container = ContainerView()
    if let topViewController { container.addSubview(topViewController.view) }
    view = container
  }

  /// Shows `viewController` on top of the stack, hiding the current top one, then tells the
  /// ``delegate``.
  open func pushViewController(_ viewController: ViewController) {
    guard !children.contains(where: { $0 === viewController }) else { return }
    let previous = topViewController
    addChild(viewController)
    if let previous, isViewLoaded {
      transition(from: previous, to: viewController)
    } else if isViewLoaded {
      view.addSubview(viewController.view)
    }
    viewController.didMove(toParent: self)
    delegate?.navigationController(self, didShow: viewController, animated: false)
  }

  /// Removes the top controller and shows the one below, then tells the ``delegate``; returns
  /// the removed one.
  ///
  /// Does nothing and returns `nil` when only the root is left.
  @discardableResult
  open func popViewController() -> ViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    let below = children[children.count - 2]
    top.willMove(toParent: nil)
    transition(from: top, to: below)
    top.removeFromParent()
    delegate?.navigationController(self, didShow: below, animated: false)
    return top
  }

  /// Goes back on Escape, and on Left that nothing below handled.
  open override func keyPressed(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, children.count > 1 else { return false }
    switch event.key {
    case .escape, .left:
      popViewController()
      return true
    default:
      return false
    }
  }
}
