// swift-format-ignore-file
// Generated from Sources/Redux/Presentation/Effect.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/Redux/Presentation/Effect.swift", line: 1)
import Tracing; /// Work a reducer asks for, as a value: the store runs it after the reducer returns, and the
/// work sends its answers back as actions.
///
/// A reducer returns ``none``, a ``run(_:)`` of async work, or the ``cancel(id:)`` of work
/// still running; ``cancellable(id:cancelInFlight:)`` and ``debounce(id:for:clock:)`` give the
/// work an id, so that the latest one wins. A test compares none of this: it sees the actions
/// the work sends back.
package struct Effect<Action: Sendable>: Sendable {
  /// The work to start or to stop.
  package enum Operation: Sendable {
    /// Async work, under an id or none; `cancelInFlight` first stops the work under that id.
    case run(
      id: EffectID?, cancelInFlight: Bool, work: @MainActor @Sendable (Send<Action>) async -> Void
    )
    /// Stops the work running under the id.
    case cancel(id: EffectID)
  }

  /// What the store does, in order.
  package let operations: [Operation]

  /// No work.
  package static var none: Self {
    return Self(operations: [])
  }

  /// Async work that sends its answers back through `send`.
  package static func run(
    _ work: @escaping @MainActor @Sendable (_ send: Send<Action>) async -> Void
  ) -> Self { Trace.enter("Redux", "Effect", "run(_:)"); defer { Trace.exit() }
    return Self(operations: [.run(id: nil, cancelInFlight: false, work: work)])
  }

  /// Stops the work running under `id`: its answers are dropped.
  package static func cancel(id: some Hashable & Sendable) -> Self { Trace.enter("Redux", "Effect", "cancel(id:)"); defer { Trace.exit() }
    return Self(operations: [.cancel(id: EffectID(id))])
  }

  /// All of `effects`, in order.
  package static func merge(_ effects: Self...) -> Self { Trace.enter("Redux", "Effect", "merge(_:)"); defer { Trace.exit() }
    return Self(operations: effects.flatMap(\.operations))
  }

  /// The same work under `id`, so that ``cancel(id:)`` can stop it; with `cancelInFlight`,
  /// starting it stops the work already running under `id`.
  package func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self { Trace.enter("Redux", "Effect", "cancellable(id:cancelInFlight:)"); defer { Trace.exit() }
    return Self(
      operations: operations.map { operation in
        guard case .run(_, _, let work) = operation else { return operation }
        return .run(id: EffectID(id), cancelInFlight: cancelInFlight, work: work)
      })
  }

  /// The same work after a pause on `clock`; starting it again under `id` restarts the pause.
  package func debounce(
    id: some Hashable & Sendable, for pause: Duration, clock: any Clock<Duration>
  ) -> Self { Trace.enter("Redux", "Effect", "debounce(id:for:clock:)"); defer { Trace.exit() }
    return Self(
      operations: operations.map { operation in
        guard case .run(_, _, let work) = operation else { return operation }
        return .run(id: nil, cancelInFlight: false) { send in
          guard (try? await clock.sleep(for: pause)) != nil else { return }
          await work(send)
        }
      }
    ).cancellable(id: id, cancelInFlight: true)
  }

  /// The same work, its answers wrapped by `transform`: how a parent runs its child's effects.
  package func map<Other: Sendable>(
    _ transform: @escaping @Sendable (Action) -> Other
  ) -> Effect<Other> { Trace.enter("Redux", "Effect", "map(_:)"); defer { Trace.exit() }
    return Effect<Other>(
      operations: operations.map { operation in
        switch operation {
        case .run(let id, let cancelInFlight, let work):
          .run(id: id, cancelInFlight: cancelInFlight) { send in
            await work(Send { action in send(transform(action)) })
          }
        case .cancel(let id):
          .cancel(id: id)
        }
      })
  }
}

/// The id work runs under, from any `Hashable & Sendable` value: a reducer's `CancelID`.
package struct EffectID: Hashable, @unchecked Sendable {
  // Unchecked: it wraps only values that are `Sendable` themselves (see `init`).
  private let value: AnyHashable

  /// The id `value` stands for.
  package init(_ value: some Hashable & Sendable) { Trace.enter("Redux", "EffectID", "init(_:)"); defer { Trace.exit() }
    self.value = AnyHashable(value)
  }
}
