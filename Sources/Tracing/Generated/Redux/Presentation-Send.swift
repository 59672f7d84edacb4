// Generated from Sources/Redux/Presentation/Send.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/Presentation/Send.swift", line: 1)
import Tracing; /// What an effect sends its answers back through: the store's `send`, which drops an answer
/// once the effect is cancelled, so the latest search wins (S8).
package struct Send<Action: Sendable>: Sendable {
  /// Where every action goes: the store, or the parent's `Send` for a child's effect.
  let send: @MainActor @Sendable (Action) -> Void

  /// Sends `action` back to the store, unless the effect was cancelled.
  @MainActor
  package func callAsFunction(_ action: Action) { Trace.enter("Redux", "Send", "callAsFunction(_:)", action: action); defer { Trace.exit() }
    guard !Task.isCancelled else { return }
    send(action)
  }
}
