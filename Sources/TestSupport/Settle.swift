/// Lets the main-actor jobs that the last step started run to their next suspension.
///
/// The screens, ``ScriptedSearchService`` and ``ManualClock`` all run on the main actor, so
/// their jobs run in the order they were enqueued and a bounded number of yields drains them:
/// no waiting on wall time.
@MainActor
public func settle(yields: Int = 20) async {
  for _ in 0..<yields { await Task.yield() }
}
