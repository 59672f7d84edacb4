/// Adding and removing subviews.
///
/// Adding a view to a hierarchy on screen, or removing it, tells the view controllers whose
/// views are inside it that they appear or disappear.
extension View {
  /// Adds `view` in front of the other subviews, first removing it from its old superview.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    let window = self.window
    window?.beginAppearance(of: view, appearing: true)
    subviews.append(view)
    view.superview = self
    view.setWindowInSubtree(window)
    didAddSubview(view)
    setNeedsDisplay()
    window?.endAppearance(of: view, appearing: true)
  }

  /// Removes the view from its superview; does nothing when it has none.
  public func removeFromSuperview() {
    guard let superview else { return }
    let window = self.window
    window?.beginAppearance(of: self, appearing: false)
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    setWindowInSubtree(nil)
    superview.setNeedsDisplay()
    window?.endAppearance(of: self, appearing: false)
  }

  /// True when the view is `view` or lies somewhere inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The view and every view inside it, depth first: each view before its subviews, and
  /// subviews back to front — the order they are drawn in.
  ///
  /// - Parameter skippingHidden: Leaves out hidden views and everything inside them, which
  ///   cannot show.
  func subtree(skippingHidden: Bool) -> [View] {
    var result: [View] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      if skippingHidden, view.isHidden { continue }
      result.append(view)
      pending.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// Records `window` as the window of the view and of every view inside it.
  private func setWindowInSubtree(_ window: Window?) {
    for view in subtree(skippingHidden: false) { view.window = window }
  }
}
