import Testing

/// The suites that run traced copies, one test at a time: every run reports to the one shared
/// recorder, and two runs of the same architecture at once would take each other's calls.
@Suite(.serialized) enum TracedRuns {}
