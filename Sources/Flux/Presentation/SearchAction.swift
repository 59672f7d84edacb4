import RepositorySearch

/// What happened, as a plain value: the action creators dispatch these, and the stores change
/// their state from them and from nothing else.
///
/// One enum for the app's two screens, so that one dispatcher carries every action. An action
/// says what happened, never what a store should do; each store picks the ones it cares about.
package enum SearchAction: Hashable, Sendable {
  // MARK: The search screen

  /// A search for the query started, from Enter or from a pause in typing (S13): the rows of
  /// the one before are gone (S4, S8).
  case searchStarted(SearchQuery, asYouType: Bool)
  /// The first page of the search arrived.
  case searchLoaded(SearchPage)
  /// The search failed (S7).
  case searchFailed(SearchError)
  /// The search was cancelled before it answered: its query was cleared (S12).
  case searchCancelled
  /// The next page of the search started loading (S9).
  case loadingMoreStarted
  /// The next page arrived, to be appended.
  case nextPageLoaded(SearchPage)
  /// The next page failed to load; the rows already loaded stay.
  case nextPageFailed(SearchError)
  /// The text the person entered is no query (S3).
  case queryRejected(SearchQuery.ValidationError)
  /// The search bar took the focus: the person moved back to it (S5).
  case searchTextEditingBegan
  /// The person moved to a row, with ↑/↓ or by moving into the list (S5).
  case rowHighlighted(Int)
  /// The person chose a repository to see in detail (S10).
  case repositorySelected(Repository)
  /// The person dismissed the search screen's alert.
  case alertDismissed
  /// The person went back from the detail screen (D3).
  case detailClosed

  // MARK: The detail screen

  /// The browser was asked to open the repository's page (D2).
  case openedInBrowser(Repository)
  /// No browser could open the repository's page: its address is to be shown instead.
  case browserUnavailable(Repository)
  /// The person dismissed the detail screen's alert for the repository.
  case detailAlertDismissed(Repository)
}
