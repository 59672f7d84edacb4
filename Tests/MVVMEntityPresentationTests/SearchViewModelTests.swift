import MVVMEntityPresentation
import RepositorySearch
import TestSupport
import Testing

/// The view model with no view at all: a recorder stands where the view would be.
@MainActor
@Suite struct SearchViewModelTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let viewModel: SearchViewModel
  let view: SearchViewModelRecorder

  init() {
    viewModel = SearchViewModel(model: SearchResultsModel(service: service), clock: clock)
    view = SearchViewModelRecorder(observing: viewModel)
  }

  private func showResults(_ query: String, page: SearchPage) async throws {
    viewModel.searchButtonClicked(query: query)
    await settle(until: [service, clock])
    try service.respond(to: query, page: 1, with: page)
    await settle(until: [service, clock])
  }

  @Test func showsValidationAlertForEmptyQuery() async {
    viewModel.searchButtonClicked(query: "  \n")
    await settle(until: [service, clock])
    #expect(view.entries == [.alert(.invalidQuery(.empty))])
    #expect(service.requests.isEmpty)
  }

  @Test func showsValidationAlertForTooLongQuery() async {
    viewModel.searchButtonClicked(query: String(repeating: "検", count: 257))
    await settle(until: [service, clock])
    #expect(view.entries == [.alert(.invalidQuery(.tooLong(length: 257)))])
    #expect(service.requests.isEmpty)
  }

  @Test func showsLoadingThenSelectsTheFirstResult() async throws {
    viewModel.searchButtonClicked(query: " swift ")
    await settle(until: [service, clock])
    #expect(
      view.entries == [
        .loadingMore(false), .repositories(count: 0, summary: ""), .searching("swift"),
      ])
    #expect(service.pendingRequests.map(\.query.text) == ["swift"])
    view.reset()
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service, clock])
    #expect(
      view.entries == [
        .searching(nil), .repositories(count: 30, summary: "30 of 45"), .selectFirstRepository,
      ])
    #expect(viewModel.repository(at: 0)?.name == "sample-1")
    #expect(viewModel.repository(at: 30) == nil)
  }

  @Test func showsNoResultsAlertForAnEmptyPage() async throws {
    viewModel.searchButtonClicked(query: "qwxyz")
    await settle(until: [service, clock])
    view.reset()
    try service.respond(to: "qwxyz", page: 1, with: SearchPage(items: [], totalCount: 0, page: 1))
    await settle(until: [service, clock])
    let query = try SearchQuery("qwxyz")
    #expect(
      view.entries == [
        .searching(nil), .repositories(count: 0, summary: ""), .alert(.noResults(for: query)),
      ])
  }

  @Test(arguments: [
    SearchError.offline, .rateLimited(secondsUntilReset: 42), .queryRejected(message: "Bad."),
    .serverError(statusCode: 503), .unreadableResponse,
  ])
  func showsEachFailureAsAnAlert(_ error: SearchError) async throws {
    viewModel.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    view.reset()
    try service.fail("swift", page: 1, with: error)
    await settle(until: [service, clock])
    #expect(view.entries == [.searching(nil), .alert(.searchFailed(error))])
  }

  @Test func ignoresAnOlderSearchThatAnswersLate() async throws {
    viewModel.searchButtonClicked(query: "kotlin")
    viewModel.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 2))
    await settle(until: [service, clock])
    view.reset()
    try service.respond(to: "kotlin", page: 1, with: .sample(page: 1, of: 7))
    await settle(until: [service, clock])
    #expect(view.entries.isEmpty)
    #expect(viewModel.numberOfRepositories == 2)
  }

  @Test func loadsTheNextPageWhenTheLastRowAppears() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    viewModel.willDisplayRow(at: 28)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.isEmpty, "only the last row asks for more")
    view.reset()
    viewModel.willDisplayRow(at: 29)
    viewModel.willDisplayRow(at: 29)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.map(\.page) == [2], "one request, however often it is asked")
    #expect(view.entries == [.loadingMore(true)])
    view.reset()
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service, clock])
    #expect(
      view.entries == [.loadingMore(false), .repositories(count: 45, summary: "45 of 45")])
    viewModel.willDisplayRow(at: 44)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.isEmpty, "45 of 45 has no next page")
  }

  @Test func keepsTheRowsWhenAPageFails() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    viewModel.willDisplayRow(at: 29)
    await settle(until: [service, clock])
    view.reset()
    try service.fail("swift", page: 2, with: .offline)
    await settle(until: [service, clock])
    #expect(view.entries == [.loadingMore(false), .alert(.searchFailed(.offline))])
    #expect(viewModel.numberOfRepositories == 30)
  }

  @Test func aNewSearchDropsThePageInFlight() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 45))
    viewModel.willDisplayRow(at: 29)
    viewModel.searchButtonClicked(query: "rust")
    await settle(until: [service, clock])
    try service.respond(to: "rust", page: 1, with: .sample(page: 1, of: 3))
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service, clock])
    #expect(viewModel.numberOfRepositories == 3, "the old page never lands in the new rows")
    #expect(viewModel.summary == "3 of 3")
    #expect(!viewModel.isLoadingMore)
  }

  @Test func selectingARowOpensItsDetail() async throws {
    try await showResults("swift", page: .sample(page: 1, of: 3))
    view.reset()
    viewModel.didSelectRow(at: 2)
    viewModel.didSelectRow(at: 3)
    #expect(view.entries == [.repositoryDetail(Repository.samples(count: 3)[2])])
  }

  @Test func isReleasedWithItsOwnerEvenWhileASearchIsInFlight() async {
    weak var released: SearchViewModel?
    weak var releasedModel: SearchResultsModel?
    do {
      let model = SearchResultsModel(service: service)
      let viewModel = SearchViewModel(model: model, clock: clock)
      let recorder = SearchViewModelRecorder(observing: viewModel)
      viewModel.searchButtonClicked(query: "swift")
      viewModel.searchTextDidChange("swift ui")
      await settle(until: [service, clock])
      released = viewModel
      releasedModel = model
      _ = recorder
    }
    #expect(released == nil, "its tasks hold it weakly")
    #expect(releasedModel == nil, "the view model is its only owner, and it holds it weakly")
  }
}
