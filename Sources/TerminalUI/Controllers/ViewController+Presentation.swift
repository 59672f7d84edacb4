/// Modal presentation: a view controller shown over everything else until dismissed.
///
/// While a controller is presented it gets every key (Ctrl-C still quits) and the focus stays
/// inside its view; when it is dismissed, the view that had the focus before gets it back.
///
/// Only a controller on screen presents at once. One whose view is not in the window — not
/// loaded yet, pushed under another screen, swapped out by its container — keeps the request
/// and shows it when its view is back, so that a screen's late news (a failed load) never
/// draws over the screen the user went on to. In UIKit such a request is refused with a
/// warning; here it waits.
extension ViewController {
  /// Shows `viewController` modally over the screen, like an ``AlertController``.
  ///
  /// If this controller already presents one, `viewController` is presented on top of it.
  /// When this controller is not on screen, the presentation shows as soon as it is again.
  public func present(_ viewController: ViewController) {
    if let presentedViewController {
      presentedViewController.present(viewController)
      return
    }
    guard viewController.presentingViewController == nil, viewController !== self else { return }
    presentedViewController = viewController
    viewController.presentingViewController = self
    viewIfLoaded?.window?.present(viewController)
  }

  /// Dismisses the controller this one presents or, when it presents none, this controller.
  ///
  /// Presentations in front of the dismissed one go with it.
  public func dismiss() {
    let dismissed = presentedViewController ?? self
    dismissed.viewIfLoaded?.window?.dismiss(dismissed)
    var current: ViewController? = dismissed
    while let presented = current {
      current = presented.presentedViewController
      if presented.presentingViewController?.presentedViewController === presented {
        presented.presentingViewController?.presentedViewController = nil
      }
      presented.presentingViewController = nil
    }
  }

  /// Shows a presentation requested while this controller was off screen.
  func showPendingPresentation() {
    guard let presentedViewController, let window = viewIfLoaded?.window,
      !window.isPresenting(presentedViewController)
    else { return }
    window.present(presentedViewController)
  }
}
