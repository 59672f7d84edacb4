/// What an effect sends its answers back through: the store's `send`, which drops an answer
/// once the effect is cancelled, so the latest search wins (S8).
package struct Send<Action: Sendable>: Sendable {
  /// Where every action goes: the store, or the parent's `Send` for a child's effect.
  let send: @MainActor @Sendable (Action) -> Void

  /// Sends `action` back to the store, unless the effect was cancelled.
  @MainActor
  package func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
