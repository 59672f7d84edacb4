/// What a navigation controller tells after its stack changed, like
/// `UINavigationControllerDelegate`.
///
/// A coordinator that owns the navigation controller is typically its delegate: it hears every
/// screen that leaves the stack, whether the person went back or the code popped it.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// `navigationController` shows `viewController` on top of its stack, after a push or a pop.
  ///
  /// A controller that was popped is no longer in ``NavigationController/viewControllers``.
  /// `animated` is always false: the toolkit does not animate.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}
