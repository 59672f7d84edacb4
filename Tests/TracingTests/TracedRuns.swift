import Testing

/// The suites that run traced copies of the architectures.
///
/// Runs going on at once keep their calls apart (see `Trace.run`), so these run in parallel
/// like any other.
@Suite enum TracedRuns {}
