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
