import FluxPresentation
import RepositorySearch
import TestSupport
import Testing

/// S13 lives in the action creator, where Flux puts effects: the pause runs on the injected
/// clock, and the store only hears of the search that follows.
@MainActor
@Suite struct SearchActionCreatorAsYouTypeTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let store = SearchStore()
  let dispatcher: DispatcherSpy
  let actionCreator: SearchActionCreator

  init() {
    dispatcher = DispatcherSpy(handingActionsTo: [store])
    actionCreator = SearchActionCreator(
      service: service, clock: clock, dispatcher: dispatcher)
  }

  private func type(_ text: String) async {
    actionCreator.searchTextDidChange(
      text, searchedQuery: store.query, isLoading: store.isLoading)
    await settle(until: [service, clock])
  }

  private func wait(_ duration: Duration) async {
    clock.advance(by: duration)
    await settle(until: [service, clock])
  }

  @Test func searchesAfterAPauseAndLeavesTheFocusInTheSearchBar() async throws {
    await type("swi")
    await wait(.milliseconds(499))
    #expect(service.requests.isEmpty)
    #expect(dispatcher.actions.isEmpty, "typing changes no state")
    await wait(.milliseconds(1))
    #expect(service.requests.map(\.query.text) == ["swi"])
    #expect(dispatcher.actions == [.searchStarted(try SearchQuery("swi"), asYouType: true)])
    try service.respond(to: "swi", page: 1, with: .sample(page: 1, of: 4))
    await settle(until: [service, clock])
    #expect(
      dispatcher.actions.last == .searchLoaded(.sample(page: 1, of: 4)))
    #expect(store.focus == .searchBar)
  }

  @Test func eachEditRestartsThePause() async {
    await type("swi")
    await wait(.milliseconds(400))
    await type("swif")
    await wait(.milliseconds(400))
    #expect(service.requests.isEmpty)
    await wait(.milliseconds(100))
    #expect(service.requests.map(\.query.text) == ["swif"])
  }

  @Test func anEditBelowThreeCharactersCancelsThePendingSearch() async {
    await type("swi")
    await type(" sw ")
    await wait(.seconds(1))
    #expect(service.requests.isEmpty)
    #expect(clock.sleeperCount == 0)
  }

  @Test func leavingTheSearchBarCancelsThePendingSearch() async {
    await type("swift")
    actionCreator.searchTextDidEndEditing()
    await wait(.seconds(1))
    #expect(service.requests.isEmpty)
    #expect(dispatcher.actions.isEmpty)
  }

  @Test func theQueryAlreadySearchedIsNotSearchedAgain() async throws {
    actionCreator.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 4))
    await settle(until: [service, clock])
    await type("swift ")
    await wait(.seconds(1))
    #expect(service.requests.count == 1)
  }

  @Test func enterCancelsThePauseAndSearchesAtOnceEvenTheSameQuery() async throws {
    await type("swift")
    actionCreator.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    #expect(service.requests.map(\.query.text) == ["swift"])
    await wait(.seconds(1))
    #expect(service.requests.count == 1, "the pause was cancelled")
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 4))
    await settle(until: [service, clock])
    actionCreator.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    #expect(service.requests.count == 2, "Enter retries the same query")
  }

  @Test func aTypedSearchReplacesTheOneInFlight() async throws {
    actionCreator.searchButtonClicked(query: "kotlin")
    await type("swift")
    await wait(.milliseconds(500))
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 2))
    await settle(until: [service, clock])
    dispatcher.reset()
    try service.respond(to: "kotlin", page: 1, with: .sample(page: 1, of: 7))
    await settle(until: [service, clock])
    #expect(dispatcher.actions.isEmpty)
    #expect(store.repositoryIDs.count == 2)
  }

  @Test func aPendingPauseDoesNotKeepItsActionCreatorAlive() async {
    weak var released: SearchActionCreator?
    do {
      let actionCreator = SearchActionCreator(
        service: service, clock: clock, dispatcher: dispatcher)
      actionCreator.searchTextDidChange("swift", searchedQuery: store.query, isLoading: false)
      await settle(until: [service, clock])
      released = actionCreator
    }
    #expect(released == nil)
    await wait(.seconds(1))
    #expect(service.requests.isEmpty, "the pause went with its action creator")
  }
}
