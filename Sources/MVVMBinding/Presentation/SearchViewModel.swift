import Observation
import RepositorySearch

/// The search screen's view model: owns the screen's state — the rows, the loading flags, the
/// alert and the focus to show — and turns the person's intents into searches, with the
/// search-as-you-type pipeline (S13).
///
/// ``Assembly`` creates it with the model and the clock; the view controller owns it, writes
/// intents to it and binds to its state. It never refers to the view.
@MainActor
@Observable
package final class SearchViewModel {
  /// What the search bar holds, as the person typed it.
  package private(set) var searchText = ""
  /// The query the rows and the spinner are for: the last one searched, by Enter or typing.
  package private(set) var query: SearchQuery?
  /// The rows, in order.
  package private(set) var repositories: [Repository] = []
  /// True while the first page of ``query`` is loading (S4).
  package private(set) var isLoading = false
  /// True while the next page is loading (S9).
  package private(set) var isLoadingMore = false
  /// An alert waiting to be shown; the view presents it, then calls ``didPresentAlert()``.
  package private(set) var alert: SearchAlert?
  /// True when an Enter search found rows, so the first one is to be selected and the list
  /// focused; the view does it, then calls ``didFocusFirstRow()``.
  package private(set) var shouldFocusFirstRow = false
  /// A repository whose detail screen is to open; the view opens it, then calls
  /// ``didShowRepository()``.
  package private(set) var repositoryToShow: Repository?
  private var lastPage: SearchPage?

  private let model: any RepositorySearchService
  private let typingPause: Debouncer
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  @ObservationIgnored private var task: Task<Void, Never>?

  /// Creates a view model that searches through `model` and times typing pauses on `clock`.
  package init(model: any RepositorySearchService, clock: any Clock<Duration>) {
    self.model = model
    typingPause = Debouncer(pause: SearchQuery.pauseBeforeSearchAsYouType, clock: clock)
  }

  /// The results line, such as `30 of 1,234`; empty while there are no rows.
  package var summary: String {
    guard let lastPage, !repositories.isEmpty else { return "" }
    return CountFormat.resultSummary(loaded: repositories.count, total: lastPage.totalCount)
  }

  /// True when the search has pages beyond those loaded.
  package var hasMoreResults: Bool {
    lastPage?.hasMorePages ?? false
  }

  /// Searches `query` at once, cancelling the pause and whatever is in flight (`flatMapLatest`).
  private func search(_ query: SearchQuery, focusingFirstRow: Bool) {
    typingPause.cancel()
    task?.cancel()
    // Cleared in this turn, before the search can answer, so the view sees an empty list first.
    self.query = query
    repositories = []
    lastPage = nil
    isLoadingMore = false
    isLoading = true
    shouldFocusFirstRow = false
    task = Task { [weak self, model] in
      let result = await model.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(result, focusingFirstRow: focusingFirstRow)
    }
  }

  private func didFinishSearch(_ result: Result<SearchPage, SearchError>, focusingFirstRow: Bool) {
    task = nil
    isLoading = false
    switch result {
    case .success(let page):
      lastPage = page
      repositories = page.items
      if let query, page.items.isEmpty {
        alert = .noResults(for: query)
      } else if focusingFirstRow {
        shouldFocusFirstRow = true
      }
    case .failure(let error):
      alert = .searchFailed(error)
    }
  }

  /// Loads the page after the last one, unless there is none or something is in flight.
  private func loadNextPage() {
    guard let query, let lastPage, lastPage.hasMorePages, task == nil else { return }
    isLoadingMore = true
    task = Task { [weak self, model] in
      let result = await model.loadPage(lastPage.page + 1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) {
    task = nil
    isLoadingMore = false
    switch result {
    case .success(let page):
      lastPage = page
      repositories += page.items
    case .failure(let error):
      // The rows already loaded stay; only the failed page is reported.
      alert = .searchFailed(error)
    }
  }
}

// MARK: - Intents

/// What the view writes: the person's intents, and its acknowledgements of the one-shot state
/// it has acted on.
extension SearchViewModel {
  /// The person edited the query: the article's `filter` / `debounce` / `flatMapLatest`
  /// pipeline, with the filter after the cancel so an edit that is filtered out still stops
  /// the search of the text before it.
  package func queryChanged(_ text: String) {
    searchText = text
    typingPause.cancel()  // debounce: every edit restarts the pause
    guard let query = try? SearchQuery(text),
      query.isLongEnoughToSearchAsYouType,  // filter: at least 3 characters
      query != self.query  // distinctUntilChanged: not the query already shown
    else { return }
    typingPause.debounce { [weak self] in  // debounce(0.5 s)
      self?.search(query, focusingFirstRow: false)  // flatMapLatest: the newest search wins
    }
  }

  /// The person pressed Enter in the search bar: search at once, even the query shown.
  package func searchButtonClicked() {
    typingPause.cancel()
    do {
      search(try SearchQuery(searchText), focusingFirstRow: true)
    } catch {
      alert = .invalidQuery(error)
    }
  }

  /// The person pressed Enter on a row.
  package func didSelectRow(at row: Int) {
    guard repositories.indices.contains(row) else { return }
    repositoryToShow = repositories[row]
  }

  /// A row came into view; the last one loaded asks for the next page (S9).
  package func loadMoreIfNeeded(at row: Int) {
    guard row == repositories.count - 1 else { return }
    loadNextPage()
  }

  /// The view presented ``alert``; it is not shown again.
  package func didPresentAlert() {
    alert = nil
  }

  /// The view selected the first row and focused the list.
  package func didFocusFirstRow() {
    shouldFocusFirstRow = false
  }

  /// The view opened the detail screen of ``repositoryToShow``.
  package func didShowRepository() {
    repositoryToShow = nil
  }
}
