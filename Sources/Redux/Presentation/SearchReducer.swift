import RepositorySearch

/// The search screen's reducer: validates, starts searches and page loads, waits out typing
/// pauses, and records their answers.
///
/// ``Assembly`` creates it with the service and the clock, composes the detail screen's reducer
/// into it with ``Reducer/ifLet(_:action:embed:then:)``, and hands both to the ``Store``. It
/// holds no state and no reference to any view: every change is to the state it is handed,
/// every wait an ``Effect`` it returns.
package struct SearchReducer: Reducer {
  /// The work that a newer one of its kind cancels.
  enum CancelID: Hashable, Sendable {
    /// The one search or page load in flight: a new search cancels it, so the latest wins (S8).
    case search
    /// The pause before searching what is being typed (S13).
    case typingPause
  }

  private let service: any RepositorySearchService
  private let clock: any Clock<Duration>

  /// Creates a reducer that searches through `service` and times typing pauses on `clock`.
  package init(service: any RepositorySearchService, clock: any Clock<Duration>) {
    self.service = service
    self.clock = clock
  }

  package func reduce(into state: inout SearchState, action: SearchAction) -> Effect<SearchAction> {
    switch action {
    case .searchTextDidChange(let text):
      state.searchText = text
      // Clearing the query cancels its search in flight: no results arrive under an empty
      // search bar (S12). A page in flight belongs to the rows already on screen, and still
      // comes.
      if text.isEmpty, state.isLoading {
        state.query = nil
        state.isLoading = false
        return .merge(.cancel(id: CancelID.typingPause), .cancel(id: CancelID.search))
      }
      guard let query = try? SearchQuery(text), query.isLongEnoughToSearchAsYouType,
        query != state.query
      else { return .cancel(id: CancelID.typingPause) }
      // A debounce: each edit starts the pause again, cancelling the one in flight.
      return .run { [clock] send in
        guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
        else { return }
        send(.typingPauseEnded(query))
      }
      .cancellable(id: CancelID.typingPause, cancelInFlight: true)
    case .typingPauseEnded(let query):
      return search(query, asYouType: true, state: &state)
    case .searchButtonClicked:
      do {
        return search(try SearchQuery(state.searchText), asYouType: false, state: &state)
      } catch {
        state.alert = .invalidQuery(error)
      }
    case .searchLoaded(let page):
      state.isLoading = false
      state.lastPage = page
      state.repositories = page.items
      if let query = state.query, page.items.isEmpty {
        state.alert = .noResults(for: query)
      } else if !state.isSearchAsYouType {
        state.focus = .row(0)
      }
    case .searchFailed(let error):
      state.isLoading = false
      state.alert = .searchFailed(error)
    case .willDisplayRow(let row):
      return loadNextPage(after: row, state: &state)
    case .nextPageLoaded(let page):
      state.isLoadingMore = false
      state.lastPage = page
      state.repositories += page.items
    case .nextPageFailed(let error):
      // The rows already loaded stay; only the failed page is reported.
      state.isLoadingMore = false
      state.alert = .searchFailed(error)
    case .searchTextDidBeginEditing:
      state.focus = .searchBar
    case .searchTextDidEndEditing:
      return .cancel(id: CancelID.typingPause)
    case .didHighlightRow(let row):
      state.focus = .row(row)
    case .didSelectRow(let row):
      guard let repository = state.repository(at: row) else { return .none }
      state.detail = RepositoryDetailState(repository: repository)
    case .alertDismissed:
      state.alert = nil
    case .detailClosed:
      state.detail = nil
    case .detail:
      // The detail screen's own reducer runs these, composed with `ifLet`.
      break
    }
    return .none
  }

  private func search(
    _ query: SearchQuery, asYouType: Bool, state: inout SearchState
  ) -> Effect<SearchAction> {
    state.query = query
    state.isSearchAsYouType = asYouType
    state.repositories = []
    state.lastPage = nil
    state.isLoadingMore = false
    state.isLoading = true
    state.focus = .searchBar
    return .merge(
      .cancel(id: CancelID.typingPause),
      .run { [service] send in
        switch await service.loadPage(1, of: query) {
        case .success(let page): send(.searchLoaded(page))
        case .failure(let error): send(.searchFailed(error))
        }
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    )
  }

  private func loadNextPage(after row: Int, state: inout SearchState) -> Effect<SearchAction> {
    guard row == state.repositories.count - 1, let query = state.query,
      let nextPage = state.nextPage, !state.isLoading, !state.isLoadingMore
    else { return .none }
    state.isLoadingMore = true
    return .run { [service] send in
      switch await service.loadPage(nextPage, of: query) {
      case .success(let page): send(.nextPageLoaded(page))
      case .failure(let error): send(.nextPageFailed(error))
      }
    }
    .cancellable(id: CancelID.search)
  }
}
