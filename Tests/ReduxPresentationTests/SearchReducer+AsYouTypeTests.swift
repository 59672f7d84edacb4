import ReduxPresentation
import RepositorySearch
import TestSupport
import Testing

/// S13 in the reducer: the typing pause is an effect, debounced on the injected clock.
@MainActor
@Suite struct SearchReducerAsYouTypeTests {
  let service = ScriptedSearchService()
  let clock = ManualClock()
  let store: TestStore<SearchState, SearchAction>
  let swift: SearchQuery

  init() throws {
    swift = try SearchQuery("swift")
    var launched = SearchState()
    launched.focus = nil
    store = TestStore(
      initialState: launched,
      reducer: SearchReducer(service: service, clock: clock, urlOpener: URLOpenerSpy()))
  }

  @Test func aPauseInTypingSearchesAndLeavesTheFocusInTheSearchBar() async throws {
    store.send(.searchTextDidChange("swi"))
    store.send(.searchTextDidChange("swift"))
    await Task.yield()
    clock.advance(by: .milliseconds(499))
    clock.advance(by: .milliseconds(1))
    await store.receive(.typingPauseEnded(swift)) {
      $0.query = swift
      $0.isSearchingAsYouType = true
      $0.isLoading = true
      $0.hasRowsToReload = true
      $0.focus = .searchBar
    }
    await settle(until: [service])
    #expect(service.requests.map(\.query) == [swift], "the first edit's pause was restarted")
    let page = SearchPage.sample(page: 1, of: 3)
    try service.respond(to: "swift", with: page)
    await store.receive(.searchLoaded(page)) {
      $0.isLoading = false
      $0.lastPage = page
      $0.repositories = page.items
    }
    await store.finish()
  }

  @Test func anEditBelowThreeCharactersCancelsThePause() async {
    store.send(.searchTextDidChange("swift"))
    store.send(.searchTextDidChange("sw"))
    clock.advance(by: .seconds(1))
    await store.finish()
    #expect(service.requests.isEmpty)
  }

  @Test func leavingTheSearchBarCancelsThePause() async {
    store.send(.searchTextDidChange("swift"))
    store.send(.searchTextDidEndEditing)
    clock.advance(by: .seconds(1))
    await store.finish()
    #expect(service.requests.isEmpty)
  }

  @Test func theQueryShownIsNotSearchedAgainButEnterSearchesIt() async throws {
    store.send(.searchButtonClicked(query: "swift")) {
      $0.query = swift
      $0.isLoading = true
      $0.hasRowsToReload = true
      $0.focus = .searchBar
    }
    store.send(.searchTextDidChange(" swift "))
    clock.advance(by: .seconds(1))
    await settle(until: [service])
    store.send(.searchButtonClicked(query: "swift"))
    await settle(until: [service])
    #expect(service.requests.count == 2, "Enter searches the same query again")
    let page = SearchPage.sample(page: 1, of: 3)
    try service.respond(to: "swift", with: page)
    await store.receive(.searchLoaded(page)) {
      $0.isLoading = false
      $0.lastPage = page
      $0.repositories = page.items
      $0.focus = .firstRow
    }
    await store.finish()
  }
}
