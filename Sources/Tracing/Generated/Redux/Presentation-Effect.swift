// Generated from Sources/Redux/Presentation/Effect.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/Presentation/Effect.swift", line: 1)
import Tracing; /// Work a reducer asks for, as a value: the store runs it after the reducer returns, and the
/// work sends its answers back as actions.
///
/// A reducer returns ``none``, a ``run(_:)`` of async work, the ``cancel(id:)`` of work still
/// running, or ``merge(_:)`` of several; ``cancellable(id:cancelInFlight:)`` gives the work an
/// id, so that the latest one wins. A test compares none of this: it sees the actions the work
/// sends back.
package struct Effect<Action: Sendable>: Sendable {
  /// The work to start or to stop.
  package enum Operation: Sendable {
    /// Async work, under the ids that may cancel it.
    case run(ids: Set<EffectID>, work: @MainActor @Sendable (Send<Action>) async -> Void)
    /// Stops the work running under the id.
    case cancel(id: EffectID)
    /// A mistake of the app, such as an action sent to a screen that is gone: the store hands
    /// it to whoever made it (a test fails, the demo says it on standard error).
    case reportIssue(String)
  }

  /// What the store does, in order; a reducer that wraps another may change its work.
  package var operations: [Operation]

  /// No work.
  package static var none: Self { Self(operations: []) }

  /// Async work that sends its answers back through `send`.
  package static func run(
    _ work: @escaping @MainActor @Sendable (_ send: Send<Action>) async -> Void
  ) -> Self { Trace.enter("Redux", "Effect", "run(_:)"); defer { Trace.exit() }
    return Self(operations: [.run(ids: [], work: work)])
  }

  /// Stops the work running under `id`: its answers are dropped.
  package static func cancel(id: some Hashable & Sendable) -> Self { Trace.enter("Redux", "Effect", "cancel(id:)"); defer { Trace.exit() }
    return Self(operations: [.cancel(id: EffectID(value: id))])
  }

  /// All of `effects`, in order.
  package static func merge(_ effects: Self...) -> Self { Trace.enter("Redux", "Effect", "merge(_:)"); defer { Trace.exit() }
    return Self(operations: effects.flatMap(\.operations))
  }

  /// The same work, also under `id`, so that ``cancel(id:)`` can stop it; with
  /// `cancelInFlight`, starting it first stops the work already running under `id`.
  package func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self { Trace.enter("Redux", "Effect", "cancellable(id:cancelInFlight:)"); defer { Trace.exit() }
    let id = EffectID(value: id)
    let operations = operations.map { operation in
      guard case .run(let ids, let work) = operation else { return operation }
      return .run(ids: ids.union([id]), work: work)
    }
    return Self(operations: cancelInFlight ? [.cancel(id: id)] + operations : operations)
  }

  /// The same work, its answers wrapped by `transform`: how a parent runs its child's effects.
  package func map<Other: Sendable>(
    _ transform: @escaping @Sendable (Action) -> Other
  ) -> Effect<Other> { Trace.enter("Redux", "Effect", "map(_:)"); defer { Trace.exit() }
    return Effect<Other>(
      operations: operations.map { operation in
        switch operation {
        case .run(let ids, let work):
          .run(ids: ids) { send in await work(Send { action in send(transform(action)) }) }
        case .cancel(let id): .cancel(id: id)
        case .reportIssue(let message): .reportIssue(message)
        }
      })
  }
}

/// The id work runs under, from any `Hashable & Sendable` value: a reducer's `CancelID`.
///
/// Unchecked: what it wraps is `Sendable`, or a child's identity: the key path of its state,
/// which never changes, and the `id` of that `Sendable` state.
package struct EffectID: Hashable, @unchecked Sendable { let value: AnyHashable }
