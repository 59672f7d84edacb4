/// Modal presentation: a view controller shown over everything else until dismissed.
///
/// While a controller is presented it gets every key (Ctrl-C still quits) and the focus stays
/// inside its view; when it is dismissed, the view that had the focus before gets it back.
extension ViewController {
  /// Shows `viewController` modally over the screen, like an ``AlertController``.
  ///
  /// If this controller already presents one, `viewController` is presented on top of it.
  /// When this controller is not on screen yet, the presentation shows as soon as it is.
  public func present(_ viewController: ViewController) {
    if let presentedViewController {
      presentedViewController.present(viewController)
      return
    }
    guard viewController.presentingViewController == nil, viewController !== self else { return }
    presentedViewController = viewController
    viewController.presentingViewController = self
    presentationWindow?.present(viewController)
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

  /// The window to present in: this controller's, or the nearest container's on screen.
  private var presentationWindow: Window? {
    var candidate: ViewController? = self
    while let viewController = candidate {
      if let window = viewController.viewIfLoaded?.window { return window }
      candidate = viewController.parent ?? viewController.presentingViewController
    }
    return nil
  }
}
