/// What an effect sends its answers back through: the store's `send`, which drops an answer
/// once the effect is cancelled, so the latest search wins (S8).
package struct Send<Action: Sendable>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that hands every action to `send`.
  package init(_ send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` back to the store, unless the effect was cancelled.
  @MainActor
  package func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
