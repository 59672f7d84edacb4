import RepositorySearch

/// The search screen's whole state, one value: the text in the search bar, the rows, what is
/// loading, the alert, where the focus is, and the detail screen, shown while ``detail`` is
/// set.
///
/// Only ``SearchReducer`` changes it, inside the ``Store``; a view reads it and renders it.
package struct SearchState: Equatable, Sendable {
  /// The text in the search bar, as the person edited it: what Enter searches.
  package var searchText = ""
  /// The query the rows and the spinner are for: the last one searched, by Enter or typing.
  package var query: SearchQuery?
  /// True while the first page of ``query`` loads (S4).
  package var isLoading = false
  /// True while the next page loads (S9).
  package var isLoadingMore = false
  /// The alert on screen until the person dismisses it (``SearchAction/alertDismissed``).
  package var alert: SearchAlert?
  /// The detail screen's state while it is shown: presenting it is setting it (S10), and
  /// going back sets it to nil (``SearchAction/detailClosed``).
  package var detail: RepositoryDetailState?
  /// Where the focus is: derived from how a search started, then moved by the person.
  package var focus = Focus.searchBar

  /// The rows, in the order the service ranked them.
  package var repositories: [Repository] = []
  /// The last page loaded: its total and whether more pages follow.
  package var lastPage: SearchPage?
  /// How the search in ``query`` started: Enter puts the focus on its first row (S5), typing
  /// not.
  package var isSearchAsYouType = false

  /// Creates the state at launch: nothing typed, no rows, the focus in the search bar.
  package init() {}

  /// The rows' identifiers, in the order the table shows them.
  package var repositoryIDs: [Int] { repositories.map(\.id) }

  /// The repository for a row, or nil when the row no longer exists.
  package func repository(at row: Int) -> Repository? {
    repositories.indices.contains(row) ? repositories[row] : nil
  }

  /// The results line under the table, such as `30 of 1,234`; empty when there are no rows.
  package var summary: String {
    guard let lastPage, !repositories.isEmpty else { return "" }
    return CountFormat.resultSummary(loaded: repositories.count, total: lastPage.totalCount)
  }

  /// The page to load when the last row shows, or nil when the search has no more (S9): past
  /// the last page, past GitHub's 1,000 results, or after a page that came back empty.
  package var nextPage: Int? {
    guard let lastPage, lastPage.hasMorePages else { return nil }
    return lastPage.page + 1
  }
}
