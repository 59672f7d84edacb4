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

  /// The indicators that animate where they can be seen: a hidden one keeps its state but
  /// needs no ticks until it shows again.
  private var animatingIndicators: [ActivityIndicatorView] {
    subtree(skippingHidden: true)
      .compactMap { $0 as? ActivityIndicatorView }
      .filter(\.isAnimating)
  }
}
