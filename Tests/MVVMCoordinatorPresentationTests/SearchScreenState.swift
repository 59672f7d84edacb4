import MVVMCoordinatorPresentation
import RepositorySearch

/// What the search screen shows for a view model's state, as one value to compare.
@MainActor
struct SearchScreenState: Equatable {
  var loadingQuery: String?
  var rows = 0
  var summary = ""
  var isLoadingMore = false
  var alert: SearchAlert?
  var focus = SearchViewModel.Focus.searchBar

  init(
    loadingQuery: String? = nil, rows: Int = 0, summary: String = "", isLoadingMore: Bool = false,
    alert: SearchAlert? = nil, focus: SearchViewModel.Focus = .searchBar
  ) {
    self.loadingQuery = loadingQuery
    self.rows = rows
    self.summary = summary
    self.isLoadingMore = isLoadingMore
    self.alert = alert
    self.focus = focus
  }

  /// What `viewModel` shows now.
  init(_ viewModel: SearchViewModel) {
    self.init(
      loadingQuery: viewModel.isLoading ? viewModel.query?.text : nil,
      rows: viewModel.repositoryIDs.count, summary: viewModel.summary,
      isLoadingMore: viewModel.isLoadingMore, alert: viewModel.alert, focus: viewModel.focus)
  }
}
