/// The window's side of animation: finding the indicators that animate and advancing them.
extension Window {
  /// True when an activity indicator in the window is animating.
  var hasAnimatingViews: Bool {
    !animatingIndicators.isEmpty
  }

  /// Advances every animating indicator in the window by one frame; returns whether there was
  /// any.
  func advanceAnimations() -> Bool {
    let indicators = animatingIndicators
    for indicator in indicators { indicator.advanceFrame() }
    return !indicators.isEmpty
  }

  private var animatingIndicators: [ActivityIndicatorView] {
    var result: [ActivityIndicatorView] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      if let indicator = view as? ActivityIndicatorView, indicator.isAnimating {
        result.append(indicator)
      }
      pending.append(contentsOf: view.subviews)
    }
    return result
  }
}
