extension Clock where Duration == Swift.Duration {
  /// Suspends for `duration` on this clock, resuming on the caller's actor.
  ///
  /// Behaves like the standard library's `sleep(for:tolerance:)`, which it shadows, except that
  /// it never leaves the caller's actor in between. The model's own callers (simulated latency,
  /// timeouts) run off any actor, where both are the same; it is here for the layers above that
  /// wait on the main actor, such as a view model's debounce, so that with an injected
  /// `ManualClock` they wake up in a predictable order and tests need no real sleeps.
  public func sleep(
    for duration: Duration,
    isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: nil)
  }
}
