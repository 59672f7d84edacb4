import MVVMEntityPresentation
import RepositorySearch

/// Stands where the view would: records each change the view model announces.
///
/// With each change it records the state a view would read at that moment. No view, no toolkit.
@MainActor
final class SearchViewModelRecorder {
  /// One announcement and what it showed.
  enum Entry: Equatable {
    case searching(String?)
    case repositories(count: Int, summary: String)
    case loadingMore(Bool)
    case selectFirstRepository
    case alert(SearchAlert)
    case repositoryDetail(Repository)
  }

  private(set) var entries: [Entry] = []

  /// Subscribes to `viewModel`, as a view does in `viewDidLoad`.
  init(observing viewModel: SearchViewModel) {
    viewModel.onChange = { [weak self, weak viewModel] change in
      guard let self, let viewModel else { return }
      entries.append(Self.entry(for: change, of: viewModel))
    }
  }

  /// Forgets what was recorded so far.
  func reset() { entries = [] }

  private static func entry(
    for change: SearchViewModel.Change, of viewModel: SearchViewModel
  ) -> Entry {
    switch change {
    case .searching: .searching(viewModel.searchingQuery)
    case .repositories:
      .repositories(count: viewModel.numberOfRepositories, summary: viewModel.summary)
    case .loadingMore: .loadingMore(viewModel.isLoadingMore)
    case .selectFirstRepository: .selectFirstRepository
    case .alert(let alert): .alert(alert)
    case .repositoryDetail(let repository): .repositoryDetail(repository)
    }
  }
}
