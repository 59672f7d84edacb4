extension Clock where Duration == Swift.Duration {
  /// Suspends for `duration` on this clock, resuming on the caller's actor.
  ///
  /// Behaves like the standard library's `sleep(for:tolerance:)`, which it shadows, except that
  /// it never leaves the caller's actor in between: code on the main actor that waits on an
  /// injected `ManualClock` wakes up in a predictable order, so tests need no real sleeps.
  public func sleep(
    for duration: Duration,
    isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: nil)
  }
}
