import MVVMCoordinatorPresentation
import RepositorySearch
import TestSupport
import Testing

/// The view model with no view at all: a recorder stands where the view would be and reads the
/// state each time the view model says it changed.
@MainActor
@Suite struct SearchViewModelTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let viewModel: SearchViewModel
  let view: SearchViewModelRecorder

  init() {
    viewModel = SearchViewModel(
      repository: SearchResultsRepository(service: service), clock: clock)
    view = SearchViewModelRecorder(observing: viewModel)
  }

  private func settled() async {
    await settle(until: [service, clock])
  }

  private func showResults(_ query: String, page: SearchPage) async throws {
    viewModel.searchButtonClicked(query: query)
    await settled()
    try service.respond(to: query, page: 1, with: page)
    await settled()
  }

  @Test func showsValidationAlertForEmptyQuery() async {
    viewModel.searchButtonClicked(query: "  \n")
    await settled()
    #expect(view.seen.last == SearchScreenState(alert: .invalidQuery(.empty)))
    #expect(service.requests.isEmpty)
  }

  @Test func showsValidationAlertForTooLongQuery() async {
    viewModel.searchButtonClicked(query: String(repeating: "検", count: 257))
    await settled()
    #expect(view.seen.last == SearchScreenState(alert: .invalidQuery(.tooLong(length: 257))))
    #expect(service.requests.isEmpty)
  }

  @Test func showsLoadingThenPutsTheFocusOnTheFirstRow() async throws {
    viewModel.searchButtonClicked(query: " swift ")
    await settled()
    #expect(view.seen.last == SearchScreenState(loadingQuery: "swift"))
    #expect(service.pendingRequests.map(\.query.text) == ["swift"])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settled()
    #expect(view.seen.last == SearchScreenState(rows: 30, summary: "30 of 45", focus: .row(0)))
    #expect(viewModel.rowContent(at: 0)?.title == "octocat/sample-1")
    #expect(viewModel.rowContent(at: 30) == nil)
  }

  @Test func handsTheViewEachRowAsDisplayContent() async throws {
    let repositories = [
      Repository.sample(name: "swift", owner: "swiftlang", language: "C++", stars: 67_890),
      Repository.sample(id: 2, name: "plain", description: nil, language: nil, stars: 999),
    ]
    try await showResults(
      "swift", page: SearchPage(items: repositories, totalCount: 2, page: 1))
    #expect(
      viewModel.rowContent(at: 0)
        == RepositoryRowContent(
          title: "swiftlang/swift", stars: "★ 67k", subtitle: "C++ · A sample repository."))
    #expect(
      viewModel.rowContent(at: 1)
        == RepositoryRowContent(title: "octocat/plain", stars: "★ 999", subtitle: "No description"))
    #expect(viewModel.rowContent(at: 2) == nil)
  }

  @Test func showsNoResultsAlertForAnEmptyPage() async throws {
    try await showResults("qwxyz", page: SearchPage(items: [], totalCount: 0, page: 1))
    let query = try SearchQuery("qwxyz")
    #expect(view.seen.last == SearchScreenState(alert: .noResults(for: query)))
  }

  @Test(arguments: [
    SearchError.offline, .rateLimited(secondsUntilReset: 42), .queryRejected(message: "Bad."),
    .serverError(statusCode: 503), .unreadableResponse,
  ])
  func showsEachFailureAsAnAlert(_ error: SearchError) async throws {
    viewModel.searchButtonClicked(query: "swift")
    await settled()
    try service.fail("swift", page: 1, with: error)
    await settled()
    #expect(view.seen.last == SearchScreenState(alert: .searchFailed(error)))
  }

  @Test func theAlertStaysUntilItIsDismissed() async {
    viewModel.searchButtonClicked(query: "")
    await settled()
    clock.advance(by: .seconds(10))
    await settled()
    #expect(viewModel.alert == .invalidQuery(.empty), "nothing but the person clears it")
    view.reset()
    viewModel.alertDismissed()
    await settled()
    #expect(view.seen == [SearchScreenState()])
  }

  @Test func ignoresAnOlderSearchThatAnswersLate() async throws {
    viewModel.searchButtonClicked(query: "kotlin")
    viewModel.searchButtonClicked(query: "swift")
    await settled()
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 2))
    await settled()
    view.reset()
    try service.respond(to: "kotlin", page: 1, with: .sample(page: 1, of: 7))
    await settled()
    #expect(view.seen.isEmpty)
    #expect(viewModel.repositoryIDs.count == 2)
  }

  @Test func loadsTheNextPageWhenTheLastRowAppears() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    viewModel.willDisplayRow(at: 28)
    await settled()
    #expect(service.pendingRequests.isEmpty, "only the last row asks for more")
    viewModel.willDisplayRow(at: 29)
    viewModel.willDisplayRow(at: 29)
    await settled()
    #expect(service.pendingRequests.map(\.page) == [2], "one request, however often it is asked")
    #expect(viewModel.isLoadingMore)
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settled()
    #expect(view.seen.last == SearchScreenState(rows: 45, summary: "45 of 45", focus: .row(0)))
    viewModel.willDisplayRow(at: 44)
    await settled()
    #expect(service.pendingRequests.isEmpty, "45 of 45 has no next page")
  }

  @Test func keepsTheRowsWhenAPageFails() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    viewModel.willDisplayRow(at: 29)
    await settled()
    try service.fail("swift", page: 2, with: .offline)
    await settled()
    #expect(
      view.seen.last
        == SearchScreenState(
          rows: 30, summary: "30 of 45", alert: .searchFailed(.offline), focus: .row(0)))
  }

  @Test func aNewSearchDropsThePageInFlight() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    viewModel.willDisplayRow(at: 29)
    viewModel.searchButtonClicked(query: "rust")
    await settled()
    try service.respond(to: "rust", page: 1, with: .sample(page: 1, of: 3))
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settled()
    #expect(view.seen.last == SearchScreenState(rows: 3, summary: "3 of 3", focus: .row(0)))
  }

  @Test func identifiesTheRowsForTheTableAndAsksForAPageInFlightOnce() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    #expect(viewModel.repositoryIDs == Array(1...30))
    viewModel.willDisplayRow(at: 29)
    await settled()
    viewModel.willDisplayRow(at: 29)
    await settled()
    #expect(service.pendingRequests.map(\.page) == [2], "the page in flight is not asked again")
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settled()
    #expect(viewModel.repositoryIDs == Array(1...45))
    viewModel.searchButtonClicked(query: "rust")
    #expect(viewModel.repositoryIDs.isEmpty, "a new search empties the rows")
  }

  @Test func theFocusFollowsThePersonsMoves() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    #expect(viewModel.focus == .row(0))
    view.reset()
    viewModel.didHighlightRow(at: 3)
    await settled()
    viewModel.didHighlightRow(at: 3)
    await settled()
    viewModel.searchTextDidBeginEditing()
    await settled()
    viewModel.searchTextDidBeginEditing()
    await settled()
    #expect(
      view.seen.map(\.focus) == [.row(3), .searchBar], "one change each, none for the same place")
  }

  @Test func aRowGoesToTheCoordinatorAsTheRepositoryChosenAndChangesNothingOnScreen()
    async throws
  {
    let coordinator = SearchCoordinatorSpy()
    viewModel.coordinator = coordinator
    try await showResults("swift", page: .sample(page: 1, of: 3))
    viewModel.didSelectRow(at: 3)
    #expect(coordinator.selectedRepositories.isEmpty, "there is no fourth row")
    view.reset()
    viewModel.didSelectRow(at: 2)
    await settled()
    #expect(coordinator.selectedRepositories == [Repository.samples(count: 3)[2]])
    #expect(view.seen.isEmpty, "navigating is the coordinator's, not the view's")
  }

  @Test func holdsItsCoordinatorWeakly() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 3))
    weak var released: SearchCoordinatorSpy?
    do {
      let coordinator = SearchCoordinatorSpy()
      viewModel.coordinator = coordinator
      released = coordinator
    }
    #expect(released == nil, "the coordinator owns the screen, not the other way round")
    #expect(viewModel.coordinator == nil)
    viewModel.didSelectRow(at: 0)
  }

  @Test func isReleasedWithItsOwnerEvenWhileASearchIsInFlight() async {
    weak var released: SearchViewModel?
    do {
      let viewModel = SearchViewModel(
        repository: SearchResultsRepository(service: service), clock: clock)
      let recorder = SearchViewModelRecorder(observing: viewModel)
      viewModel.searchButtonClicked(query: "swift")
      viewModel.searchTextDidChange("swift ui")
      await settle(until: [service, clock])
      released = viewModel
      _ = recorder
    }
    #expect(released == nil, "its tasks hold it weakly")
  }
}
