import RepositorySearch

extension SearchViewModel {
  /// What the view model announces through ``SearchViewModel/onChange``: a part of its state
  /// that changed, for the view to read again, or a one-off request that is no state.
  package enum Change: Hashable, Sendable {
    /// ``SearchViewModel/searchingQuery`` changed: a search started or ended.
    case searching
    /// The rows and ``SearchViewModel/summary`` changed.
    case repositories
    /// ``SearchViewModel/isLoadingMore`` changed.
    case loadingMore
    /// A search from Enter found rows: the list takes the focus on its first row.
    case selectFirstRepository
    /// Something to tell the person in a modal alert.
    case alert(SearchAlert)
    /// The person chose a repository: its detail screen opens.
    case repositoryDetail(Repository)
  }
}
