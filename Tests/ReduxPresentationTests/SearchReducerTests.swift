import ReduxPresentation
import RepositorySearch
import TestSupport
import Testing

/// The search screen's reducer with no view: every action a view or an effect sends, and the
/// exact change of state each makes, asserted by a ``TestStore``.
@MainActor
@Suite struct SearchReducerTests {
  let service = ScriptedSearchService()
  let clock = ManualClock()
  let urlOpener = URLOpenerSpy()
  let store: TestStore<SearchState, SearchAction>
  let swift: SearchQuery

  init() throws {
    swift = try SearchQuery("swift")
    // The state once the view moved the focus to the search bar at launch.
    var launched = SearchState()
    launched.focus = nil
    store = TestStore(
      initialState: launched,
      reducer: SearchReducer(service: service, clock: clock, urlOpener: urlOpener))
  }

  /// Enter on "swift", answered with `page`: the rows shown, the focus on the first row.
  private func showResults(_ page: SearchPage) async throws {
    store.send(.searchButtonClicked(query: "swift")) {
      $0.query = swift
      $0.isLoading = true
      $0.hasRowsToReload = true
      $0.focus = .searchBar
    }
    await settle(until: [service])
    try service.respond(to: "swift", with: page)
    await store.receive(.searchLoaded(page)) {
      $0.isLoading = false
      $0.lastPage = page
      $0.repositories = page.items
      $0.focus = .firstRow
    }
    store.send(.rowsReloaded) { $0.hasRowsToReload = false }
    store.send(.focusMoved) { $0.focus = nil }
  }

  @Test func clearingTheQueryCancelsItsSearchInFlight() async throws {
    store.send(.searchButtonClicked(query: "swift")) {
      $0.query = swift
      $0.isLoading = true
      $0.hasRowsToReload = true
      $0.focus = .searchBar
    }
    await settle(until: [service])
    store.send(.searchTextDidChange("")) {
      $0.query = nil
      $0.isLoading = false
    }
    await settle(until: [service])
    #expect(service.cancelledRequests.map(\.query.text) == ["swift"])
    await store.finish()
  }

  @Test func launchesWithTheFocusToMoveToTheSearchBar() {
    let state = SearchState()
    #expect(state.focus == .searchBar)
    #expect(state.query == nil && state.repositories.isEmpty && state.detail == nil)
    #expect(state.summary == "" && state.nextPage == nil)
  }

  @Test func anEmptyQueryShowsTheValidationAlertAndSearchesNothing() async {
    store.send(.searchButtonClicked(query: "   ")) { $0.alert = .invalidQuery(.empty) }
    store.send(.alertDismissed) { $0.alert = nil }
    await store.finish()
    #expect(service.requests.isEmpty)
  }

  @Test func aTooLongQueryShowsItsValidationAlert() async {
    let text = String(repeating: "a", count: SearchQuery.maximumLength + 1)
    store.send(.searchButtonClicked(query: text)) {
      $0.alert = .invalidQuery(.tooLong(length: SearchQuery.maximumLength + 1))
    }
    await store.finish()
    #expect(service.requests.isEmpty)
  }

  @Test func enterSearchesAndMovesTheFocusToTheFirstRow() async throws {
    try await showResults(.sample(page: 1, of: 45))
    #expect(store.state.summary == "30 of 45")
    #expect(store.state.nextPage == 2)
    await store.finish()
  }

  @Test func noResultsShowTheAlertAndLeaveTheFocus() async throws {
    store.send(.searchButtonClicked(query: "swift")) {
      $0.query = swift
      $0.isLoading = true
      $0.hasRowsToReload = true
      $0.focus = .searchBar
    }
    await settle(until: [service])
    let empty = SearchPage(items: [], totalCount: 0, page: 1)
    try service.respond(to: "swift", with: empty)
    await store.receive(.searchLoaded(empty)) {
      $0.isLoading = false
      $0.lastPage = empty
      $0.alert = .noResults(for: swift)
    }
    await store.finish()
  }

  @Test func aFailedSearchShowsItsAlertAndStopsLoading() async throws {
    store.send(.searchButtonClicked(query: "swift")) {
      $0.query = swift
      $0.isLoading = true
      $0.hasRowsToReload = true
      $0.focus = .searchBar
    }
    await settle(until: [service])
    try service.fail("swift", with: .rateLimited(secondsUntilReset: 30))
    await store.receive(.searchFailed(.rateLimited(secondsUntilReset: 30))) {
      $0.isLoading = false
      $0.alert = .searchFailed(.rateLimited(secondsUntilReset: 30))
    }
    await store.finish()
  }

  @Test func theLatestSearchWins() async throws {
    let rust = try SearchQuery("rust")
    store.send(.searchButtonClicked(query: "swift")) {
      $0.query = swift
      $0.isLoading = true
      $0.hasRowsToReload = true
      $0.focus = .searchBar
    }
    await settle(until: [service])
    store.send(.searchButtonClicked(query: "rust")) { $0.query = rust }
    await settle(until: [service])
    // The first search was cancelled: its answer, whatever it is, is dropped.
    #expect(service.cancelledRequests.map(\.query) == [swift])
    let page = SearchPage.sample(page: 1, of: 3)
    try service.respond(to: "rust", with: page)
    await store.receive(.searchLoaded(page)) {
      $0.isLoading = false
      $0.lastPage = page
      $0.repositories = page.items
      $0.focus = .firstRow
    }
    await store.finish()
  }
}
