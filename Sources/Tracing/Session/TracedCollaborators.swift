import RepositorySearch
import Tracing

/// The search service a traced architecture is given: each search it is asked for, and each
/// answer it gives back, is reported as a message between the caller and the model.
public struct TracedSearchService: RepositorySearchService {
  /// The participant's name in a trace.
  static let name = "RepositorySearchService"

  let base: any RepositorySearchService

  /// `base`, its searches and answers reported.
  public init(base: any RepositorySearchService) {
    self.base = base
  }

  /// Asks `base`, reporting the call and its answer (a page, or the error).
  ///
  /// On the main actor, where the architectures call from, so that each report takes its
  /// place among theirs in the order the code runs, the same in every run.
  @MainActor
  public func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    let caller = Trace.caller
    report(
      caller, Self.name, "searchRepositories(matching: \"\(query.text)\", page: \(page))", .call)
    do {
      let answer = try await base.searchRepositories(matching: query, page: page)
      let summary = CountFormat.resultSummary(loaded: answer.items.count, total: answer.totalCount)
      report(caller, Self.name, "page \(page): \(summary)", .answer)
      return answer
    } catch {
      report(caller, Self.name, "\(error)", .answer)
      throw error
    }
  }
}

/// The clock a traced architecture is given: each pause it waits out (the typing pause of
/// S13) is reported when it starts and when it ends or is cancelled.
public struct TracedClock<Base: Clock>: Clock where Base.Duration == Duration {
  /// The participant's name in a trace.
  static var name: String { "Clock" }

  let base: Base

  /// `base`, its pauses reported.
  public init(base: Base) {
    self.base = base
  }

  /// The base clock's time.
  public var now: Base.Instant { base.now }
  /// The base clock's resolution.
  public var minimumResolution: Duration { base.minimumResolution }

  /// Waits on the base clock, reporting the pause when it starts and when it ends or is
  /// cancelled; on the main actor, for the same reason as the search service.
  @MainActor
  public func sleep(until deadline: Base.Instant, tolerance: Duration?) async throws {
    let caller = Trace.caller
    let pause = base.now.duration(to: deadline)
    report(caller, Self.name, "sleep(for: \(pause.formatted))", .call)
    // Said when the task is cancelled, in the code that cancels it: the same place every run.
    try await withTaskCancellationHandler {
      try await base.sleep(until: deadline, tolerance: tolerance)
    } onCancel: {
      report(caller, Self.name, "cancelled", .answer)
    }
    report(caller, Self.name, "\(pause.formatted) later", .answer)
  }
}

extension Duration {
  /// `0.5 s`, `2 s`: a pause as a trace says it, to the nearest millisecond (on a real clock, a
  /// pause of 0.5 s is a few microseconds shorter by the time it starts).
  fileprivate var formatted: String {
    let milliseconds =
      components.seconds * 1_000 + (components.attoseconds + 500_000_000_000_000)
      / 1_000_000_000_000_000
    if milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000) s" }
    return "\(Double(milliseconds) / 1_000) s"
  }
}

/// Reports a message between an instrumented caller and a shared collaborator, `participant`:
/// a call goes to it, an answer comes from it.
private func report(
  _ caller: (architecture: String, type: String)?, _ participant: String, _ message: String,
  _ kind: TraceEvent.Kind
) {
  guard let recorder = Trace.recorder, let caller else { return }
  let (from, to) = kind == .call ? (caller.type, participant) : (participant, caller.type)
  recorder.record(
    TraceEvent(architecture: caller.architecture, from: from, to: to, message: message, kind: kind))
}
