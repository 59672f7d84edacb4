/// One message between two objects, as a trace shows it.
public struct TraceEvent: Sendable, Equatable {
  /// What kind of message it is.
  public enum Kind: Sendable, Equatable {
    /// A method call: `from` calls `message` on `to`.
    case call
    /// An answer coming back: `from` answers `to` with `message`.
    case answer
  }

  /// The architecture it happened in, by name, such as `MVP`.
  public var architecture: String
  /// The caller (or, for an answer, who answers).
  public var from: String
  /// The callee (or, for an answer, who is answered).
  public var to: String
  /// The method, such as `searchTextDidChange(_:)`, or what an answer carries.
  public var message: String
  /// A call or an answer.
  public var kind: Kind
  /// The traced run it belongs to (see ``Trace/run``), or `nil` outside any.
  public var run: Int?

  /// An event.
  public init(
    architecture: String, from: String, to: String, message: String, kind: Kind = .call,
    run: Int? = Trace.run
  ) {
    self.architecture = architecture
    self.from = from
    self.to = to
    self.message = message
    self.kind = kind
    self.run = run
  }
}

/// Collects the events of a traced run, in the order they happened.
///
/// Runs going on at once record into the same recorder; each run's events are kept apart as
/// they come, so that taking one run's events never goes through the others'.
public final class TraceRecorder: Sendable {
  /// Whose events a list holds: one architecture in one run.
  private struct Source: Hashable {
    var architecture: String
    var run: Int?
  }

  private let events = Locked<[Source: [TraceEvent]]>([:])

  /// An empty recorder.
  public init() {}

  /// Adds `event`.
  public func record(_ event: TraceEvent) {
    let source = Source(architecture: event.architecture, run: event.run)
    events.withLock { $0[source, default: []].append(event) }
  }

  /// Returns the events of `architecture` in `run` recorded since the last call, and forgets
  /// them; the events of other architectures and other runs stay for whoever takes them.
  public func takeEvents(of architecture: String, run: Int? = nil) -> [TraceEvent] {
    let source = Source(architecture: architecture, run: run)
    return events.withLock { $0.removeValue(forKey: source) ?? [] }
  }
}
