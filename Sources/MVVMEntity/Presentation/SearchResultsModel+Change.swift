import RepositorySearch

extension SearchResultsModel {
  /// What the model announces through ``SearchResultsModel/onChange``: what happened to the
  /// data, never how to show it.
  package enum Change: Hashable, Sendable {
    /// A search started: the repositories are cleared and ``SearchResultsModel/isSearching``
    /// is true.
    case searchStarted
    /// The first page arrived and replaced the repositories; it may be empty.
    case searchFinished
    /// The search failed; there are no repositories.
    case searchFailed(SearchError)
    /// The next page started loading: ``SearchResultsModel/isLoadingMore`` is true.
    case pageLoadStarted
    /// The next page arrived and was appended to the repositories.
    case pageLoaded
    /// The next page failed; the repositories already loaded stay.
    case pageLoadFailed(SearchError)
  }
}
