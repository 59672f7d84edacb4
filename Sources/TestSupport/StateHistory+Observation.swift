import Observation

extension StateHistory {
  /// Records `read()` each time something it reads changes, as a view bound through
  /// Observation reads its state again: one main-actor job after the change, tracking anew
  /// each time (a tracking reports one change).
  public func observe(_ read: @escaping @MainActor () -> State) {
    withObservationTracking {
      _ = read()
    } onChange: { [weak self] in
      Task { @MainActor in
        guard let self else { return }
        self.record(read())
        self.observe(read)
      }
    }
  }
}
