import MVVMBindingPresentation
import Observation
import RepositorySearch

/// Stands where the view would: reads the state the way `updateProperties()` does.
///
/// It reads under observation, and again one main-actor job after anything it read changes,
/// with no view and no toolkit.
@MainActor
final class SearchViewModelRecorder {
  private let viewModel: SearchViewModel
  /// The state read after each change, oldest first; the first read, at binding, is not kept.
  private(set) var seen: [SearchScreenState] = []

  /// Binds to `viewModel` at once, as a view does when it first updates its properties.
  init(observing viewModel: SearchViewModel) {
    self.viewModel = viewModel
    withObservationTracking {
      _ = SearchScreenState(viewModel)
    } onChange: { [weak self] in
      Task { @MainActor in self?.read() }
    }
  }

  /// Forgets what was read so far.
  func reset() { seen = [] }

  private func read() {
    withObservationTracking {
      seen.append(SearchScreenState(viewModel))
    } onChange: { [weak self] in
      Task { @MainActor in self?.read() }
    }
  }
}
