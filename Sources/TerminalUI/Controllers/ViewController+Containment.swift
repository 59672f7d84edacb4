/// Child view controllers, with UIKit's containment contract.
///
/// Adding a child, as a container does:
///
/// ```swift
/// addChild(child)                 // calls child.willMove(toParent: self)
/// view.addSubview(child.view)     // child's viewWillAppear/viewDidAppear if on screen
/// child.didMove(toParent: self)
/// ```
///
/// Removing it:
///
/// ```swift
/// child.willMove(toParent: nil)
/// child.view.removeFromSuperview()  // child's viewWillDisappear/viewDidDisappear
/// child.removeFromParent()          // calls child.didMove(toParent: nil)
/// ```
///
/// Swapping one child for another, as a container that shows one child at a time does:
///
/// ```swift
/// current.willMove(toParent: nil)
/// addChild(next)
/// next.view.frame = view.bounds
/// transition(from: current, to: next)  // the views swap, appearance calls in UIKit's order
/// current.removeFromParent()
/// next.didMove(toParent: self)
/// ```
///
/// The parent keeps its children alive; a removed child that nobody else holds is released.
extension ViewController {
  /// Makes `child` a child of this controller, after calling its ``willMove(toParent:)``.
  ///
  /// A child of another controller is removed from it first. Adding the child's view and
  /// calling ``didMove(toParent:)`` are up to the caller.
  public func addChild(_ child: ViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent, then calls its ``didMove(toParent:)`` with `nil`.
  ///
  /// Calling ``willMove(toParent:)`` and removing the view are up to the caller.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Replaces the view of the child `fromViewController` with the view of the child
  /// `toViewController`, like UIKit's `transition(from:to:duration:options:animations:)`
  /// without the animation.
  ///
  /// `toViewController`'s view is added to the superview of `fromViewController`'s view, which
  /// is removed. On screen the appearance calls come in UIKit's order: old `viewWillDisappear`,
  /// new `viewWillAppear`, old `viewDidDisappear`, new `viewDidAppear`; then the focus is
  /// checked once, so a view that had it on the new child's screen gets it back. Does nothing
  /// unless both are children of this controller and the old view is in a superview. The
  /// containment calls and the new view's frame are up to the caller.
  public func transition(
    from fromViewController: ViewController, to toViewController: ViewController
  ) {
    guard fromViewController.parent === self, toViewController.parent === self,
      fromViewController !== toViewController,
      let containerView = fromViewController.viewIfLoaded?.superview
    else { return }
    let toView = toViewController.view
    let swap = {
      fromViewController.viewIfLoaded?.removeFromSuperview()
      containerView.addSubview(toView)
    }
    if let window = containerView.window {
      window.performAppearanceTransition(swap)
    } else {
      swap()
    }
  }

  /// The nearest navigation controller above this controller, if any.
  public var navigationController: NavigationController? {
    var ancestor = parent
    while let candidate = ancestor {
      if let navigationController = candidate as? NavigationController {
        return navigationController
      }
      ancestor = candidate.parent
    }
    return nil
  }
}
