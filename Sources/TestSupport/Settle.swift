/// Something that hands results to the code under test and can tell whether any is still on its
/// way: an answer resumed but not yet returned to its caller, a wake-up not yet delivered.
public protocol IdleReporting: AnyObject, Sendable {
  /// True when nothing this source resumed is still waiting to run.
  var isIdle: Bool { get }
  /// Returns once ``isIdle`` is true: at once when it is already.
  func waitUntilIdle() async
}

/// Lets the main-actor jobs that the last step started run to their next suspension.
///
/// The screens, ``ScriptedSearchService`` and ``ManualClock`` all run on the main actor. An
/// answer or a wake-up reaches its caller through the runtime's other threads, so it can come
/// after any number of the test's turns: while one is on its way (a source is not idle), this
/// awaits the source's signal instead of counting turns. Once every source is idle, it yields
/// `minimumYields` times in a row — enough for the hops any architecture makes between a key
/// press, or an answer, and its frame — and starts again whenever a source has become busy
/// meanwhile. Nothing here depends on how fast the machine is.
///
/// The longest chain of hops in the kit needs five: with four, paging's conformance tests (S9)
/// failed in two runs of the suite out of three. Ten is twice that; each yield costs every
/// screen test a trip through the runtime's queues, so the count is no larger than it needs.
@MainActor
public func settle(until sources: [any IdleReporting] = [], minimumYields: Int = 10) async {
  var quietYields = 0
  while quietYields < minimumYields {
    if let busy = sources.first(where: { !$0.isIdle }) {
      await busy.waitUntilIdle()
      quietYields = 0
      continue
    }
    await Task.yield()
    quietYields += 1
  }
}
