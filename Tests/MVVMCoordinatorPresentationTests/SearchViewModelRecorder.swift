import MVVMCoordinatorPresentation
import RepositorySearch

/// Stands where the view would: reads the state each time the view model says it changed.
///
/// It reads what a view reads, with no view and no toolkit.
@MainActor
final class SearchViewModelRecorder {
  private let viewModel: SearchViewModel
  /// The state read after each change, oldest first.
  private(set) var seen: [SearchScreenState] = []

  /// Subscribes to `viewModel`, as a view does in `viewDidLoad`.
  init(observing viewModel: SearchViewModel) {
    self.viewModel = viewModel
    viewModel.onChange = { [weak self] in self?.read() }
  }

  /// Forgets what was read so far.
  func reset() { seen = [] }

  private func read() {
    seen.append(SearchScreenState(viewModel))
  }
}
