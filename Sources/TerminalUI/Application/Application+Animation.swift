/// The animation ticker: while any ``ActivityIndicatorView`` on screen animates, every
/// ``animationInterval`` of the application's clock advances each one by a frame and renders.
///
/// The ticker starts after a frame that shows an animating indicator and stops after the first
/// frame that shows none, so an idle screen costs nothing and a test's manual clock has no
/// sleeper to wake. Stopping at that frame, not at the next tick, matters: a tick left over
/// from a spinner already stopped would otherwise turn the next spinner to start before it,
/// one frame ahead, depending on which of the two woke first.
extension Application {
  /// The time between two animation frames.
  public static let animationInterval = Duration.milliseconds(100)

  func updateAnimationTicker() {
    guard isRunning else { return }
    guard window.hasAnimatingViews else {
      animationTicker?.cancel()
      animationTicker = nil
      return
    }
    guard animationTicker == nil else { return }
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
