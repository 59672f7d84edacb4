import Foundation

/// What an instrumented copy of an architecture calls at the entry of each of its methods, and
/// what the trace session calls where a layer of the shared model is crossed.
///
/// The architectures' own sources never call it: `compare trace` builds a copy of each one in
/// which the `InstrumentArchitecture` plugin has written, as the first line of every method,
///
/// ```swift
/// Trace.enter("MVP", "SearchPresenter", "searchTextDidChange(_:)"); defer { Trace.exit() }
/// ```
///
/// and, at the start of every `Task { … }` a method starts, ``resume(_:_:_:)``, so that what the
/// task does later is said to come from the method that started it.
///
/// Each task keeps its own stack of methods, so a search that answers while a key is being
/// handled is told apart from it. A call is reported to the ``TraceRecorder`` only when it
/// goes from one type to another: what a learner compares is the messages between objects, not
/// each object's private steps.
public enum Trace {
  /// What a call from outside every instrumented method is said to come from: the toolkit,
  /// which delivers keys, lays out and draws.
  public static let toolkit = "TerminalUI"

  /// The traced run the current task works for: set around each step of a run, and inherited
  /// by the tasks the step starts, so that runs going on at once keep their calls apart.
  @TaskLocal public static var run: Int?

  /// Where calls go; `nil` records nothing.
  public static var recorder: TraceRecorder? {
    get { state.withLock { $0.recorder } }
    set { state.withLock { $0.recorder = newValue } }
  }

  /// A method of `type` in `architecture` was entered.
  public static func enter(_ architecture: String, _ type: String, _ method: String) {
    let key = currentTaskKey()
    let (recorder, caller) = state.withLock { state in
      let caller = state.stacks[key]?.last
      state.stacks[key, default: []].append(Frame(architecture: architecture, type: type))
      return (state.recorder, caller)
    }
    guard let recorder, caller?.type != type else { return }
    recorder.record(
      TraceEvent(
        architecture: architecture, from: caller?.type ?? toolkit, to: type, message: method))
  }

  /// A task that a method of `type` started has begun to run: what it calls comes from `type`.
  ///
  /// The trace needs only the type; `method` is there for whoever reads the traced copy.
  public static func resume(_ architecture: String, _ type: String, _ method: String) {
    let key = currentTaskKey()
    state.withLock { state in
      state.stacks[key, default: []].append(Frame(architecture: architecture, type: type))
    }
  }

  /// The method entered last in this task has returned.
  public static func exit() {
    let key = currentTaskKey()
    state.withLock { state in
      state.stacks[key]?.removeLast()
      if state.stacks[key]?.isEmpty == true { state.stacks[key] = nil }
    }
  }

  /// The instrumented method running now in this task, if any: who is calling a collaborator
  /// that is not instrumented, such as the search service or the clock.
  public static var caller: (architecture: String, type: String)? {
    let key = currentTaskKey()
    return state.withLock { state in
      state.stacks[key]?.last.map { ($0.architecture, $0.type) }
    }
  }

  private struct Frame {
    var architecture: String
    var type: String
  }

  private struct State {
    var recorder: TraceRecorder?
    var stacks: [Int: [Frame]] = [:]
  }

  private static let state = Locked(State())

  /// Identifies the running task; code that runs outside any task shares one stack.
  private static func currentTaskKey() -> Int {
    withUnsafeCurrentTask { $0?.hashValue } ?? 0
  }
}

/// A value behind a lock, for the few globals tracing needs.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
