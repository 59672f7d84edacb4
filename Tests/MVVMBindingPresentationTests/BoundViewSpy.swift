import MVVMBindingPresentation
import Observation
import RepositorySearch

/// What a view bound to a ``SearchViewModel`` would see, with no toolkit: the state when it
/// binds, then again after each change, one main-actor job later — the way
/// `updateProperties()` runs.
@MainActor
final class BoundViewSpy {
  /// The state the spy read, one entry per run.
  struct Seen: Equatable, CustomStringConvertible {
    var rows = 0
    var isLoading = false
    var isLoadingMore = false
    var summary = ""
    var alert: SearchAlert?
    var shouldFocusFirstRow = false

    var description: String {
      var parts = ["\(rows) rows"]
      if isLoading { parts.append("loading") }
      if isLoadingMore { parts.append("loading more") }
      if !summary.isEmpty { parts.append(summary) }
      if let alert { parts.append("alert \(alert.title)") }
      if shouldFocusFirstRow { parts.append("focus first row") }
      return parts.joined(separator: ", ")
    }
  }

  private let viewModel: SearchViewModel
  /// Every run, oldest first.
  private(set) var seen: [Seen] = []

  /// Binds to `viewModel` at once.
  init(_ viewModel: SearchViewModel) {
    self.viewModel = viewModel
    bind()
  }

  /// Forgets the runs so far.
  func reset() {
    seen = []
  }

  private func bind() {
    withObservationTracking {
      seen.append(
        Seen(
          rows: viewModel.repositories.count, isLoading: viewModel.isLoading,
          isLoadingMore: viewModel.isLoadingMore, summary: viewModel.summary,
          alert: viewModel.alert, shouldFocusFirstRow: viewModel.shouldFocusFirstRow))
    } onChange: { [weak self] in
      Task { @MainActor in self?.bind() }
    }
  }
}
