// swift-format-ignore-file
// Generated from Sources/Redux/Presentation/Send.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/Redux/Presentation/Send.swift", line: 1)
import Tracing; /// What an effect sends its answers back through: the store's `send`, which drops an answer
/// once the effect is cancelled, so the latest search wins (S8).
package struct Send<Action: Sendable>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that hands every action to `send`.
  package init(_ send: @escaping @MainActor @Sendable (Action) -> Void) { Trace.enter("Redux", "Send", "init(_:)"); defer { Trace.exit() }
    self.send = send
  }

  /// Sends `action` back to the store, unless the effect was cancelled.
  @MainActor
  package func callAsFunction(_ action: Action) { Trace.enter("Redux", "Send", "callAsFunction(_:)"); defer { Trace.exit() }
    guard !Task.isCancelled else { return }
    send(action)
  }
}
