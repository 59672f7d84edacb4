extension Clock where Duration == Swift.Duration {
  /// Suspends for `duration` on this clock, resuming on the caller's actor.
  ///
  /// Shadows the standard library's `sleep(for:tolerance:)`, which hops to the global executor
  /// and back: on the main actor, the animation ticker then wakes as the next main-actor job
  /// after a test's manual clock advances, so spinner frames are exactly reproducible.
  func sleep(
    for duration: Duration,
    isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: nil)
  }
}
