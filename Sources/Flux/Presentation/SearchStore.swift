import Observation
import RepositorySearch

/// The search screen's store: owns the repositories and the screen's state — what is loading,
/// the alert and the repository to show, where the focus is — and changes them only when
/// the dispatcher hands it an action.
///
/// ``Assembly`` creates it and registers it with the dispatcher; the view controller owns it
/// and reads its state. It holds no reference to its view, and no one but the dispatcher can
/// change it.
@MainActor
@Observable
package final class SearchStore: ActionHandling {
  /// The query the rows and the spinner are for: the last one searched, by Enter or typing.
  package private(set) var query: SearchQuery?
  /// True while the first page of ``query`` loads (S4).
  package private(set) var isLoading = false
  /// True while the next page loads (S9).
  package private(set) var isLoadingMore = false
  /// The alert on screen until the person dismisses it (``SearchAction/alertDismissed``).
  package private(set) var alert: SearchAlert?
  /// The repository whose detail screen is open until the person closes it
  /// (``SearchAction/detailClosed``).
  package private(set) var repositoryToShow: Repository?
  /// Where the focus is: derived from how a search started, then moved by the person.
  package private(set) var focus = Focus.searchBar

  /// The rows, in the order the service ranked them.
  package private(set) var repositories: [Repository] = []
  private var lastPage: SearchPage?
  // How the search in ``query`` started: Enter puts the focus on its first row (S5), typing not.
  private var isSearchAsYouType = false

  /// Creates an empty store: no query, no rows.
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

  /// The page to load when the last row shows, or nil when none is to be asked for (S9): while
  /// a page loads (one at a time), past the last page, past GitHub's 1,000 results, or after a
  /// page that came back empty.
  package var nextPage: Int? {
    guard !isLoadingMore, let lastPage, lastPage.hasMorePages else { return nil }
    return lastPage.page + 1
  }

  package func handle(_ action: SearchAction) {
    switch action {
    case .searchStarted(let query, let asYouType):
      self.query = query
      isSearchAsYouType = asYouType
      repositories = []
      lastPage = nil
      isLoadingMore = false
      isLoading = true
      focus = .searchBar
    case .searchLoaded(let page):
      isLoading = false
      lastPage = page
      repositories = page.items
      if let query, page.items.isEmpty {
        alert = .noResults(for: query)
      } else if !isSearchAsYouType {
        focus = .row(0)
      }
    case .searchFailed(let error):
      isLoading = false
      alert = .searchFailed(error)
    case .searchCancelled:
      query = nil
      isLoading = false
    case .loadingMoreStarted:
      isLoadingMore = true
    case .nextPageLoaded(let page):
      isLoadingMore = false
      lastPage = page
      repositories += page.items
    case .nextPageFailed(let error):
      // The rows already loaded stay; only the failed page is reported.
      isLoadingMore = false
      alert = .searchFailed(error)
    case .queryRejected(let error):
      alert = .invalidQuery(error)
    case .searchTextEditingBegan where focus != .searchBar:
      focus = .searchBar
    case .rowHighlighted(let row) where focus != .row(row):
      focus = .row(row)
    case .searchTextEditingBegan, .rowHighlighted:
      // Nothing changed: the screen already is as the store says.
      break
    case .repositorySelected(let repository):
      repositoryToShow = repository
    case .alertDismissed:
      alert = nil
    case .detailClosed:
      repositoryToShow = nil
    case .openedInBrowser, .browserUnavailable, .detailAlertDismissed:
      break
    }
  }
}
