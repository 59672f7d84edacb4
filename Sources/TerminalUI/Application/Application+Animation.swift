/// The animation ticker: while any ``ActivityIndicatorView`` on screen animates, every
/// ``animationInterval`` of the application's clock advances each one by a frame and renders.
///
/// The ticker starts after a frame that shows an animating indicator and stops at the first
/// tick that finds none, so an idle screen costs nothing and a test's manual clock has no
/// sleeper to wake.
extension Application {
  /// The time between two animation frames.
  public static let animationInterval = Duration.milliseconds(100)

  func updateAnimationTicker() {
    guard isRunning, animationTicker == nil, window.advanceAnimations(by: 0) else { return }
    animationTicker = Task { [weak self, clock] in
      while true {
        do {
          try await clock.sleep(for: Self.animationInterval)
        } catch {
          return
        }
        guard let self, isRunning else { return }
        guard window.advanceAnimations(by: 1) else {
          animationTicker = nil
          return
        }
        render()
      }
    }
  }
}

extension Window {
  /// Advances every animating indicator in the window by `frames`; returns whether any is
  /// animating.
  func advanceAnimations(by frames: Int) -> Bool {
    var isAnimating = false
    var pending: [View] = [self]
    while let view = pending.popLast() {
      if let indicator = view as? ActivityIndicatorView, indicator.isAnimating {
        isAnimating = true
        for _ in 0..<frames { indicator.advanceFrame() }
      }
      pending.append(contentsOf: view.subviews)
    }
    return isAnimating
  }
}
