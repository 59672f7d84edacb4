import MVVMCoordinatorPresentation
import RepositorySearch
import TestSupport
import Testing

/// S13 lives in the view model: the pause runs on the injected clock, no view involved.
@MainActor
@Suite struct SearchViewModelAsYouTypeTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let viewModel: SearchViewModel
  let view: SearchViewModelRecorder

  init() {
    viewModel = SearchViewModel(
      repository: SearchResultsRepository(service: service), clock: clock)
    view = SearchViewModelRecorder(observing: viewModel)
  }

  private func type(_ text: String) async {
    viewModel.searchTextDidChange(text)
    await settle(until: [service, clock])
  }

  private func wait(_ duration: Duration) async {
    clock.advance(by: duration)
    await settle(until: [service, clock])
  }

  @Test func searchesAfterAPauseAndSelectsNothing() async throws {
    await type("swi")
    await wait(.milliseconds(499))
    #expect(service.requests.isEmpty)
    await wait(.milliseconds(1))
    #expect(service.requests.map(\.query.text) == ["swi"])
    #expect(view.seen.last == SearchScreenState(loadingQuery: "swi"))
    try service.respond(to: "swi", page: 1, with: .sample(page: 1, of: 4))
    await settle(until: [service, clock])
    #expect(view.seen.last == SearchScreenState(rows: 4, summary: "4 of 4", focus: .searchBar))
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

  @Test func theSearchBarLosingTheFocusCancelsThePendingSearch() async {
    await type("swift")
    await wait(.milliseconds(400))
    viewModel.searchTextDidEndEditing()
    await wait(.seconds(1))
    #expect(service.requests.isEmpty, "no search fires behind another screen or under the cursor")
    #expect(clock.sleeperCount == 0)
    await type("swift ui")
    await wait(.milliseconds(500))
    #expect(service.requests.map(\.query.text) == ["swift ui"], "the next edit waits again")
  }

  @Test func enterAfterATypedSearchPutsTheFocusOnTheFirstRow() async throws {
    await type("swift")
    await wait(.milliseconds(500))
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 4))
    await settle(until: [service, clock])
    #expect(viewModel.focus == .searchBar, "results as you type leave the focus in the bar")
    viewModel.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 4))
    await settle(until: [service, clock])
    #expect(viewModel.focus == .row(0))
  }

  @Test func theQueryAlreadySearchedIsNotSearchedAgain() async throws {
    viewModel.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 4))
    await settle(until: [service, clock])
    await type("swift ")
    await wait(.seconds(1))
    #expect(service.requests.count == 1)
  }

  @Test func enterCancelsThePauseAndSearchesAtOnceEvenTheSameQuery() async throws {
    await type("swift")
    viewModel.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    #expect(service.requests.map(\.query.text) == ["swift"])
    await wait(.seconds(1))
    #expect(service.requests.count == 1, "the pause was cancelled")
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 4))
    await settle(until: [service, clock])
    viewModel.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    #expect(service.requests.count == 2, "Enter retries the same query")
  }

  @Test func aTypedSearchShowsNoResultsAndFailuresLikeEnter() async throws {
    await type("qwxyz")
    await wait(.milliseconds(500))
    try service.respond(to: "qwxyz", page: 1, with: SearchPage(items: [], totalCount: 0, page: 1))
    await settle(until: [service, clock])
    #expect(view.seen.last?.alert == .noResults(for: try SearchQuery("qwxyz")))
    viewModel.alertDismissed()
    await type("rust")
    await wait(.milliseconds(500))
    try service.fail("rust", page: 1, with: .offline)
    await settle(until: [service, clock])
    #expect(view.seen.last == SearchScreenState(alert: .searchFailed(.offline)))
  }

  @Test func aTypedSearchReplacesTheOneInFlight() async throws {
    viewModel.searchButtonClicked(query: "kotlin")
    await type("swift")
    await wait(.milliseconds(500))
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 2))
    await settle(until: [service, clock])
    view.reset()
    try service.respond(to: "kotlin", page: 1, with: .sample(page: 1, of: 7))
    await settle(until: [service, clock])
    #expect(view.seen.isEmpty)
    #expect(viewModel.repositoryIDs.count == 2)
  }
}
