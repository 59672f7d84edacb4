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
  let store: TestStore<SearchState, SearchAction>
  let swift: SearchQuery

  init() throws {
    swift = try SearchQuery("swift")
    store = TestStore(
      initialState: SearchState(), reducer: SearchReducer(service: service, clock: clock),
      clock: clock)
  }

  /// "swift" typed at once, as a paste does, then Enter: the search starts.
  private func enterSwift() {
    store.send(.searchTextDidChange("swift")) { $0.searchText = "swift" }
    store.send(.searchButtonClicked) {
      $0.query = swift
      $0.isLoading = true
    }
  }

  /// Enter on "swift", answered with `page`: the rows shown, the focus on the first row.
  private func showResults(_ page: SearchPage) async throws {
    enterSwift()
    await settle(until: [service])
    try service.respond(to: "swift", with: page)
    await store.receive(.searchLoaded(page)) {
      $0.isLoading = false
      $0.lastPage = page
      $0.repositories = page.items
      $0.focus = .row(0)
    }
  }

  @Test func launchesWithNothingTypedAndTheFocusInTheSearchBar() {
    let state = SearchState()
    #expect(state.searchText == "" && state.focus == .searchBar)
    #expect(state.query == nil && state.repositories.isEmpty && state.detail == nil)
    #expect(state.summary == "" && state.nextPage == nil)
  }

  @Test func enterSearchesTheTextTheViewReportedAndCarriesNone() async throws {
    store.send(.searchTextDidChange("swi")) { $0.searchText = "swi" }
    store.send(.searchTextDidChange("swift")) { $0.searchText = "swift" }
    store.send(.searchButtonClicked) {
      $0.query = swift
      $0.isLoading = true
    }
    await settle(until: [service])
    #expect(service.requests.map(\.query) == [swift], "the text in the state, at once")
    try service.fail("swift", with: .offline)
    await store.receive(.searchFailed(.offline)) {
      $0.isLoading = false
      $0.alert = .searchFailed(.offline)
    }
  }

  @Test func clearingTheQueryCancelsItsSearchInFlight() async throws {
    enterSwift()
    await settle(until: [service])
    store.send(.searchTextDidChange("")) {
      $0.searchText = ""
      $0.query = nil
      $0.isLoading = false
    }
    await settle(until: [service])
    #expect(service.cancelledRequests.map(\.query.text) == ["swift"])
  }

  @Test func anEmptyQueryShowsTheValidationAlertAndSearchesNothing() {
    store.send(.searchTextDidChange("   ")) { $0.searchText = "   " }
    store.send(.searchButtonClicked) { $0.alert = .invalidQuery(.empty) }
    store.send(.alertDismissed) { $0.alert = nil }
    #expect(service.requests.isEmpty)
  }

  @Test func aTooLongQueryShowsItsValidationAlert() {
    let text = String(repeating: "a", count: SearchQuery.maximumLength + 1)
    store.send(.searchTextDidChange(text)) { $0.searchText = text }
    store.send(.searchButtonClicked) {
      $0.alert = .invalidQuery(.tooLong(length: SearchQuery.maximumLength + 1))
    }
    #expect(service.requests.isEmpty)
  }

  @Test func enterSearchesAndMovesTheFocusToTheFirstRow() async throws {
    try await showResults(.sample(page: 1, of: 45))
    #expect(store.state.summary == "30 of 45")
    #expect(store.state.nextPage == 2)
  }

  @Test func theFocusIsStateThatFollowsThePersonsMoves() async throws {
    try await showResults(.sample(page: 1, of: 45))
    store.send(.didHighlightRow(at: 3)) { $0.focus = .row(3) }
    store.send(.didHighlightRow(at: 3))
    store.send(.searchTextDidBeginEditing) { $0.focus = .searchBar }
    store.send(.searchTextDidBeginEditing)
    store.send(.didHighlightRow(at: 0)) { $0.focus = .row(0) }
  }

  @Test func noResultsShowTheAlertAndLeaveTheFocus() async throws {
    enterSwift()
    await settle(until: [service])
    let empty = SearchPage(items: [], totalCount: 0, page: 1)
    try service.respond(to: "swift", with: empty)
    await store.receive(.searchLoaded(empty)) {
      $0.isLoading = false
      $0.lastPage = empty
      $0.alert = .noResults(for: swift)
    }
  }

  @Test func aFailedSearchShowsItsAlertAndStopsLoading() async throws {
    enterSwift()
    await settle(until: [service])
    try service.fail("swift", with: .rateLimited(secondsUntilReset: 30))
    await store.receive(.searchFailed(.rateLimited(secondsUntilReset: 30))) {
      $0.isLoading = false
      $0.alert = .searchFailed(.rateLimited(secondsUntilReset: 30))
    }
  }

  @Test func theLatestSearchWins() async throws {
    let rust = try SearchQuery("rust")
    enterSwift()
    await settle(until: [service])
    store.send(.searchTextDidChange("rust")) { $0.searchText = "rust" }
    store.send(.searchButtonClicked) { $0.query = rust }
    await settle(until: [service])
    // The first search was cancelled: its answer, whatever it is, is dropped.
    #expect(service.cancelledRequests.map(\.query) == [swift])
    let page = SearchPage.sample(page: 1, of: 3)
    try service.respond(to: "rust", with: page)
    await store.receive(.searchLoaded(page)) {
      $0.isLoading = false
      $0.lastPage = page
      $0.repositories = page.items
      $0.focus = .row(0)
    }
  }
}
