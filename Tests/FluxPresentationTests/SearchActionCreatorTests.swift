import FluxPresentation
import RepositorySearch
import TestSupport
import Testing

/// The action creator with a scripted service and a spy dispatcher: events in, actions out.
///
/// The spy hands the actions on to a real store, which the action creator reads.
@MainActor
@Suite struct SearchActionCreatorTests {
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

  private func showResults(_ query: String, page: SearchPage) async throws {
    actionCreator.searchButtonClicked(query: query)
    await settle(until: [service, clock])
    try service.respond(to: query, page: 1, with: page)
    await settle(until: [service, clock])
    dispatcher.reset()
  }

  // What the view does: it reads the store it renders and hands the action creator the values.
  private func willDisplayRow(at row: Int) {
    actionCreator.willDisplayRow(
      at: row, in: store.repositories, nextPage: store.nextPage, of: store.query)
  }

  private func didSelectRow(at row: Int) {
    actionCreator.didSelectRow(at: row, in: store.repositories)
  }

  private func clearTheQuery() {
    actionCreator.searchTextDidChange("", searchedQuery: store.query, isLoading: store.isLoading)
  }

  /// Blank, and longer than a query may be: each typed as the error it is.
  @Test(arguments: [SearchQuery.ValidationError.empty, .tooLong(length: 257)])
  func rejectsAnInvalidQueryWithoutSearching(_ error: SearchQuery.ValidationError) async {
    let text = error == .empty ? "  \n" : String(repeating: "検", count: 257)
    actionCreator.searchButtonClicked(query: text)
    await settle(until: [service, clock])
    #expect(dispatcher.actions == [.queryRejected(error)])
    #expect(service.requests.isEmpty)
  }

  @Test func searchesThenDispatchesTheFirstPageForEnter() async throws {
    actionCreator.searchButtonClicked(query: " swift ")
    await settle(until: [service, clock])
    let query = try SearchQuery("swift")
    #expect(dispatcher.actions == [.searchStarted(query, asYouType: false)])
    #expect(service.pendingRequests.map(\.query) == [query])
    dispatcher.reset()
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service, clock])
    #expect(dispatcher.actions == [.searchLoaded(.sample(page: 1, of: 45))])
  }

  @Test(arguments: [
    SearchError.offline, .rateLimited(secondsUntilReset: 42), .queryRejected(message: "Bad."),
    .serverError(statusCode: 503), .unreadableResponse,
  ])
  func dispatchesEachFailure(_ error: SearchError) async throws {
    actionCreator.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    dispatcher.reset()
    try service.fail("swift", page: 1, with: error)
    await settle(until: [service, clock])
    #expect(dispatcher.actions == [.searchFailed(error)])
  }

  @Test func aNewerSearchCancelsTheOlderAndItsAnswerIsDropped() async throws {
    actionCreator.searchButtonClicked(query: "kotlin")
    actionCreator.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    #expect(service.cancelledRequests.map(\.query.text) == ["kotlin"])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 2))
    await settle(until: [service, clock])
    dispatcher.reset()
    try service.respond(to: "kotlin", page: 1, with: .sample(page: 1, of: 7))
    await settle(until: [service, clock])
    #expect(dispatcher.actions.isEmpty, "the late answer is never dispatched")
    #expect(store.repositoryIDs.count == 2)
  }

  @Test func loadsTheNextPageWhenTheLastRowAppearsOnce() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    willDisplayRow(at: 28)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.isEmpty, "only the last row asks for more")
    willDisplayRow(at: 29)
    willDisplayRow(at: 29)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.map(\.page) == [2], "one request, however often it is asked")
    #expect(dispatcher.actions == [.loadingMoreStarted])
    dispatcher.reset()
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service, clock])
    #expect(dispatcher.actions == [.nextPageLoaded(.sample(page: 2, of: 45))])
    willDisplayRow(at: 44)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.isEmpty, "45 of 45 has no next page")
  }

  @Test func aFailedPageIsDispatchedAndAskedForAgainLater() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    willDisplayRow(at: 29)
    await settle(until: [service, clock])
    try service.fail("swift", page: 2, with: .offline)
    await settle(until: [service, clock])
    #expect(dispatcher.actions == [.loadingMoreStarted, .nextPageFailed(.offline)])
    willDisplayRow(at: 29)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.map(\.page) == [2])
  }

  @Test func anEmptyPageEndsPagingUntilTheNextSearch() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 5_000))
    willDisplayRow(at: 29)
    await settle(until: [service, clock])
    try service.respond(
      to: "swift", page: 2, with: SearchPage(items: [], totalCount: 5_000, page: 2))
    await settle(until: [service, clock])
    willDisplayRow(at: 29)
    await settle(until: [service, clock])
    #expect(service.requests.map(\.page) == [1, 2], "nothing more is asked for")
    try await showResults("swift", page: .sample(page: 1, of: 5_000))
    willDisplayRow(at: 29)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.map(\.page) == [2], "the next search pages again")
  }

  @Test func aNewSearchDropsThePageInFlight() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    willDisplayRow(at: 29)
    actionCreator.searchButtonClicked(query: "rust")
    await settle(until: [service, clock])
    try service.respond(to: "rust", page: 1, with: .sample(page: 1, of: 3))
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service, clock])
    #expect(!dispatcher.actions.contains(.nextPageLoaded(.sample(page: 2, of: 45))))
    #expect(store.repositoryIDs.count == 3, "the old page never lands in the new rows")
  }

  @Test func clearingTheQueryCancelsTheSearchTheStoreSaysIsLoading() async throws {
    actionCreator.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    dispatcher.reset()
    clearTheQuery()
    await settle(until: [service, clock])
    #expect(service.cancelledRequests.map(\.query.text) == ["swift"])
    #expect(dispatcher.actions == [.searchCancelled])
    #expect(!store.isLoading && store.query == nil)
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 3))
    await settle(until: [service, clock])
    #expect(dispatcher.actions == [.searchCancelled], "its answer is never dispatched")
    clearTheQuery()
    #expect(dispatcher.actions == [.searchCancelled], "nothing is loading any more")
  }

  @Test func clearingTheQueryLeavesThePageInFlight() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    willDisplayRow(at: 29)
    await settle(until: [service, clock])
    clearTheQuery()
    await settle(until: [service, clock])
    #expect(service.cancelledRequests.isEmpty)
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service, clock])
    #expect(dispatcher.actions == [.loadingMoreStarted, .nextPageLoaded(.sample(page: 2, of: 45))])
  }

  @Test func whetherASearchIsLoadingIsTheStoresToSay() async throws {
    actionCreator.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    dispatcher.reset()
    actionCreator.searchTextDidChange("", searchedQuery: nil, isLoading: false)
    await settle(until: [service, clock])
    #expect(dispatcher.actions.isEmpty, "no flag of its own says otherwise")
    #expect(service.cancelledRequests.isEmpty)
    actionCreator.searchTextDidChange("", searchedQuery: nil, isLoading: true)
    await settle(until: [service, clock])
    #expect(dispatcher.actions == [.searchCancelled])
    #expect(service.cancelledRequests.map(\.query.text) == ["swift"])
  }

  @Test func selectingARowDispatchesItsRepository() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 3))
    didSelectRow(at: 2)
    didSelectRow(at: 3)
    #expect(dispatcher.actions == [.repositorySelected(Repository.samples(count: 3)[2])])
  }

  @Test func acknowledgementsAreDispatched() {
    actionCreator.alertDismissed()
    actionCreator.detailClosed()
    #expect(dispatcher.actions == [.alertDismissed, .detailClosed])
  }

  @Test func isReleasedWithItsOwnerEvenWhileASearchIsInFlight() async {
    weak var released: SearchActionCreator?
    do {
      let actionCreator = SearchActionCreator(
        service: service, clock: clock, dispatcher: dispatcher)
      actionCreator.searchButtonClicked(query: "swift")
      actionCreator.searchTextDidChange(
        "swift ui", searchedQuery: store.query, isLoading: store.isLoading)
      await settle(until: [service, clock])
      released = actionCreator
    }
    #expect(released == nil, "its tasks hold it weakly")
  }
}
