/// Something that hands results to the code under test and can tell whether any is still on its
/// way: an answer resumed but not yet returned to its caller, a wake-up not yet delivered.
public protocol IdleReporting: AnyObject, Sendable {
  /// True when nothing this source resumed is still waiting to run.
  var isIdle: Bool { get }
}

/// Lets the main-actor jobs that the last step started run to their next suspension.
///
/// The screens, ``ScriptedSearchService`` and ``ManualClock`` all run on the main actor, so
/// their jobs run in the order they were enqueued. This yields at least `minimumYields` times —
/// enough for the hops any architecture makes between a key press and its frame — and then
/// keeps yielding while any of `sources` still has an answer or a wake-up on its way, so that a
/// slower architecture is waited for instead of caught half-way. Returns false when the sources
/// were still busy after `maximumYields`: the caller should fail, never go on by luck.
@MainActor
@discardableResult
public func settle(
  until sources: [any IdleReporting] = [], minimumYields: Int = 20, maximumYields: Int = 10_000
) async -> Bool {
  for _ in 0..<minimumYields { await Task.yield() }
  var yields = minimumYields
  while !sources.allSatisfy(\.isIdle) {
    guard yields < maximumYields else { return false }
    await Task.yield()
    yields += 1
  }
  return true
}
