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
    guard isRunning, animationTicker == nil, window.hasAnimatingViews else { return }
    animationTicker = Task { [weak self, clock] in
      while true {
        do {
          try await clock.sleep(for: Self.animationInterval)
        } catch {
          return
        }
        guard let self, isRunning else { return }
        guard window.advanceAnimations() else {
          animationTicker = nil
          return
        }
        render()
      }
    }
  }
}
