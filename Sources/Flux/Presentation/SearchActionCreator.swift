import RepositorySearch

/// The search screen's action creator: receives the view's events, validates, waits out typing
/// pauses, searches through the service and dispatches what happened.
///
/// Every effect of the screen lives here; the store only records the outcome, and holds every
/// flag a decision needs. ``Assembly`` creates it with the service, the clock and the
/// dispatcher; the view controller owns it and hands it what it read from the store (the query
/// searched, whether it is loading, the rows, the next page). It reads no store, holds no
/// reference to any view, and keeps no state: only the handles of its tasks, to cancel them.
@MainActor
package final class SearchActionCreator {
  private let service: any RepositorySearchService
  private let clock: any Clock<Duration>
  private let dispatcher: any Dispatching
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?
  // The pause before searching what is being typed (S13).
  private var typingPause: Task<Void, Never>?

  /// Creates an action creator that searches through `service`, times typing pauses on
  /// `clock` and dispatches to `dispatcher`.
  package init(
    service: any RepositorySearchService, clock: any Clock<Duration>, dispatcher: any Dispatching
  ) {
    self.service = service
    self.clock = clock
    self.dispatcher = dispatcher
  }

  private func search(_ query: SearchQuery, asYouType: Bool) {
    typingPause?.cancel()
    task?.cancel()
    dispatcher.dispatch(.searchStarted(query, asYouType: asYouType))
    task = Task { [weak self, service] in
      let result = await service.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(result)
    }
  }

  private func didFinishSearch(_ result: Result<SearchPage, SearchError>) {
    task = nil
    switch result {
    case .success(let page):
      dispatcher.dispatch(.searchLoaded(page))
    case .failure(let error):
      dispatcher.dispatch(.searchFailed(error))
    }
  }

  // Clearing the query cancels its search in flight, which the store says is loading: no
  // results arrive under an empty search bar (S12). A page in flight belongs to the rows
  // already on screen, and still comes.
  private func cancelSearch(isLoading: Bool) {
    guard isLoading else { return }
    task?.cancel()
    task = nil
    dispatcher.dispatch(.searchCancelled)
  }

  private func loadPage(_ nextPage: Int, of query: SearchQuery) {
    dispatcher.dispatch(.loadingMoreStarted)
    task = Task { [weak self, service] in
      let result = await service.loadPage(nextPage, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) {
    task = nil
    switch result {
    case .success(let page):
      dispatcher.dispatch(.nextPageLoaded(page))
    case .failure(let error):
      dispatcher.dispatch(.nextPageFailed(error))
    }
  }
}

// MARK: - What the view tells its action creator

/// The person's actions, named after UIKit's events, and the view's acknowledgements that an
/// alert or a pushed screen is gone.
extension SearchActionCreator {
  /// The person edited the search bar's text: typed, deleted, cleared or pasted;
  /// `searchedQuery` is the store's query, which typing the same again does not search, and
  /// `isLoading` whether the store says its first page is loading, which clearing cancels.
  package func searchTextDidChange(_ text: String, searchedQuery: SearchQuery?, isLoading: Bool) {
    typingPause?.cancel()
    if text.isEmpty { cancelSearch(isLoading: isLoading) }
    guard let query = try? SearchQuery(text), query.isLongEnoughToSearchAsYouType,
      query != searchedQuery
    else { return }
    typingPause = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
      else { return }
      self?.search(query, asYouType: true)
    }
  }

  /// The person pressed Enter in the search bar.
  package func searchButtonClicked(query text: String) {
    do {
      search(try SearchQuery(text), asYouType: false)
    } catch {
      dispatcher.dispatch(.queryRejected(error))
    }
  }

  /// The search bar took the focus.
  package func searchTextDidBeginEditing() {
    dispatcher.dispatch(.searchTextEditingBegan)
  }

  /// The search bar lost the focus: what is being typed is not searched behind its back (S13).
  package func searchTextDidEndEditing() {
    typingPause?.cancel()
  }

  /// The person pressed Enter on a row of `repositories`, the rows the view shows.
  package func didSelectRow(at row: Int, in repositories: [Repository]) {
    guard repositories.indices.contains(row) else { return }
    dispatcher.dispatch(.repositorySelected(repositories[row]))
  }

  /// The person moved to a row.
  package func didHighlightRow(at row: Int) {
    dispatcher.dispatch(.rowHighlighted(row))
  }

  /// A row of `repositories` is about to appear on screen; the last one asks for `nextPage`
  /// of `query`, the page the store says comes next (none while one loads).
  package func willDisplayRow(
    at row: Int, in repositories: [Repository], nextPage: Int?, of query: SearchQuery?
  ) {
    guard row == repositories.count - 1, let nextPage, let query else { return }
    loadPage(nextPage, of: query)
  }

  /// The person dismissed the alert.
  package func alertDismissed() {
    dispatcher.dispatch(.alertDismissed)
  }

  /// The person went back from the detail screen.
  package func detailClosed() {
    dispatcher.dispatch(.detailClosed)
  }
}
