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
    store = TestStore(
      initialState: SearchState(), reducer: SearchReducer(service: service, clock: clock),
      clock: clock)
  }

  @Test func aPauseInTypingSearchesAndLeavesTheFocusInTheSearchBar() async throws {
    store.send(.searchTextDidChange("swi")) { $0.searchText = "swi" }
    store.send(.searchTextDidChange("swift")) { $0.searchText = "swift" }
    await settle(until: [clock])
    clock.advance(by: .milliseconds(499))
    clock.advance(by: .milliseconds(1))
    await store.receive(.typingPauseEnded(swift)) {
      $0.query = swift
      $0.isSearchAsYouType = true
      $0.isLoading = true
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
  }

  @Test func anEditBelowThreeCharactersCancelsThePause() async {
    store.send(.searchTextDidChange("swift")) { $0.searchText = "swift" }
    store.send(.searchTextDidChange("sw")) { $0.searchText = "sw" }
    clock.advance(by: .seconds(1))
    await settle(until: [clock])
    #expect(service.requests.isEmpty)
  }

  @Test func leavingTheSearchBarCancelsThePause() async {
    store.send(.searchTextDidChange("swift")) { $0.searchText = "swift" }
    store.send(.searchTextDidEndEditing)
    clock.advance(by: .seconds(1))
    await settle(until: [clock])
    #expect(service.requests.isEmpty)
  }

  @Test func theQueryShownIsNotSearchedAgainButEnterSearchesIt() async throws {
    store.send(.searchTextDidChange("swift")) { $0.searchText = "swift" }
    store.send(.searchButtonClicked) {
      $0.query = swift
      $0.isLoading = true
    }
    store.send(.searchTextDidChange(" swift ")) { $0.searchText = " swift " }
    clock.advance(by: .seconds(1))
    await settle(until: [service])
    store.send(.searchButtonClicked)
    await settle(until: [service])
    #expect(service.requests.count == 2, "Enter searches the same query again")
    let page = SearchPage.sample(page: 1, of: 3)
    try service.respond(to: "swift", with: page)
    await store.receive(.searchLoaded(page)) {
      $0.isLoading = false
      $0.lastPage = page
      $0.repositories = page.items
      $0.focus = .row(0)
    }
  }
}
