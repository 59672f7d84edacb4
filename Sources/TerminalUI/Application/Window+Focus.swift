/// The window's focus rules.
///
/// The window remembers the views that had the focus, most recent last. When the first responder
/// leaves the screen (its screen was pushed away, an alert came up) it stays in that memory, so
/// when it comes back the focus returns to it — the same view, with its state. A view that gives
/// the focus away while still on screen is forgotten.
///
/// When nothing remembered can take the focus, the first focusable view on screen gets it, but
/// only provisionally: if a remembered view comes back before the person uses the stand-in, the
/// focus returns to the remembered view. The first key or paste confirms the stand-in.
extension Window {
  /// The maximum number of views the focus memory holds.
  private static let focusHistoryLimit = 16

  /// True when `view` can take the focus now: visible, in this window, willing, and inside the
  /// top presentation if there is one.
  func canFocus(_ view: View) -> Bool {
    guard view.window === self, view.canBecomeFirstResponder,
      view.isDescendant(of: focusScope)
    else { return false }
    var current: View? = view
    while let candidate = current {
      if candidate.isHidden { return false }
      current = candidate.superview
    }
    return true
  }

  /// Makes `view` the first responder; the previous one, if still on screen, is forgotten.
  func focus(_ view: View) {
    guard firstResponder !== view else { return }
    let previous = firstResponder
    if let previous, canFocus(previous) { forget(previous) }
    firstResponder = view
    isFocusProvisional = isChoosingStandIn
    if !isFocusProvisional { remember(view) }
    previous?.setNeedsDisplay()
    view.setNeedsDisplay()
  }

  /// Takes the focus from `view` and forgets it, then finds a new first responder.
  func unfocus(_ view: View) {
    guard firstResponder === view else { return }
    firstResponder = nil
    forget(view)
    view.setNeedsDisplay()
    validateFirstResponder()
  }

  /// Makes a provisional first responder the real one: the person is using it.
  func confirmFirstResponder() {
    guard isFocusProvisional, let firstResponder else { return }
    isFocusProvisional = false
    remember(firstResponder)
  }

  /// Keeps a valid first responder: the current one unless it is a stand-in for a remembered
  /// view that is back, else the most recent remembered view that can take the focus, else the
  /// first focusable view on screen as a stand-in.
  func validateFirstResponder() {
    if let firstResponder, canFocus(firstResponder), !isFocusProvisional { return }
    if let firstResponder, !canFocus(firstResponder) {
      // Left the screen without giving the focus away: remembered, not forgotten.
      self.firstResponder = nil
      firstResponder.setNeedsDisplay()
    }
    for entry in focusHistory.reversed() {
      if let view = entry.view, canFocus(view), view.becomeFirstResponder() { return }
    }
    guard firstResponder == nil else { return }
    isChoosingStandIn = true
    defer { isChoosingStandIn = false }
    for view in focusableViews() where view.becomeFirstResponder() {
      return
    }
  }

  /// The focusable views inside the focus scope, in view order: depth first, back to front.
  func focusableViews() -> [View] {
    focusScope.subtree(skippingHidden: true).filter(\.canBecomeFirstResponder)
  }

  /// Where a key starts its trip up the responder chain.
  ///
  /// The first responder when there is one; otherwise the view of the deepest view controller
  /// on screen, so that a screen without focusable views still gets its keys.
  var keyResponder: Responder {
    if let firstResponder { return firstResponder }
    var viewController = topPresentedViewController ?? rootViewController
    while let child = viewController.children.last(where: { $0.viewIfLoaded?.window === self }) {
      viewController = child
    }
    return viewController.view
  }

  private func remember(_ view: View) {
    forget(view)
    focusHistory.append(RememberedView(view: view))
    if focusHistory.count > Self.focusHistoryLimit { focusHistory.removeFirst() }
  }

  private func forget(_ view: View) {
    focusHistory.removeAll { $0.view == nil || $0.view === view }
  }
}
