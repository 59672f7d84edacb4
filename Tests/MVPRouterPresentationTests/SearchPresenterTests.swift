import MVPRouterPresentation
import RepositorySearch
import TestSupport
import Testing

@MainActor
@Suite struct SearchPresenterTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let view = SearchViewSpy()
  let clock = ManualClock()
  let router = RouterSpy()
  let presenter: SearchPresenter

  init() {
    presenter = SearchPresenter(service: service, clock: clock, router: router)
    presenter.view = view
  }

  @Test func showsValidationAlertForEmptyQuery() async {
    presenter.searchButtonClicked(query: "  \n")
    await settle(until: [service, clock])
    #expect(view.calls == [.showAlert(.invalidQuery(.empty))])
    #expect(service.requests.isEmpty)
  }

  @Test func showsValidationAlertForTooLongQuery() async {
    presenter.searchButtonClicked(query: String(repeating: "検", count: 257))
    await settle(until: [service, clock])
    #expect(view.calls == [.showAlert(.invalidQuery(.tooLong(length: 257)))])
    #expect(service.requests.isEmpty)
  }

  @Test func showsLoadingThenSelectsTheFirstResult() async throws {
    presenter.searchButtonClicked(query: " swift ")
    await settle(until: [service, clock])
    #expect(view.calls.last == .showLoading("swift"))
    #expect(service.pendingRequests.map(\.query.text) == ["swift"])
    view.reset()
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service, clock])
    #expect(
      view.calls == [
        .hideLoading, .reloadRepositories(summary: "30 of 45"), .selectFirstRepository,
      ])
    #expect(presenter.numberOfRepositories == 30)
    #expect(presenter.rowContent(at: 0)?.title == "octocat/sample-1")
    #expect(presenter.rowContent(at: 30) == nil)
  }

  @Test func formatsEachRowForTheView() async throws {
    let repositories = [
      Repository.sample(name: "swift", owner: "swiftlang", language: "C++", stars: 67_890),
      Repository.sample(id: 2, name: "notes", description: nil, language: nil, stars: 1_234_567),
    ]
    presenter.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(
      to: "swift", page: 1, with: SearchPage(items: repositories, totalCount: 2, page: 1))
    await settle(until: [service, clock])
    #expect(presenter.numberOfRepositories == 2)
    #expect(
      presenter.rowContent(at: 0)
        == RepositoryRowContent(
          title: "swiftlang/swift", stars: "★ 67k", subtitle: "C++ · A sample repository."))
    #expect(
      presenter.rowContent(at: 1)
        == RepositoryRowContent(title: "octocat/notes", stars: "★ 1.2m", subtitle: "No description"),
      "the stars abbreviated, no language, a missing description as the wording says")
    #expect(presenter.rowContent(at: 2) == nil)
  }

  @Test func showsNoResultsAlertForAnEmptyPage() async throws {
    presenter.searchButtonClicked(query: "qwxyz")
    await settle(until: [service, clock])
    view.reset()
    try service.respond(to: "qwxyz", page: 1, with: SearchPage(items: [], totalCount: 0, page: 1))
    await settle(until: [service, clock])
    let query = try SearchQuery("qwxyz")
    #expect(
      view.calls == [
        .hideLoading, .reloadRepositories(summary: ""), .showAlert(.noResults(for: query)),
      ])
  }

  @Test(arguments: [
    SearchError.offline, .rateLimited(secondsUntilReset: 42), .queryRejected(message: "Bad."),
    .serverError(statusCode: 503), .unreadableResponse,
  ])
  func showsEachFailureAsAnAlert(_ error: SearchError) async throws {
    presenter.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    view.reset()
    try service.fail("swift", page: 1, with: error)
    await settle(until: [service, clock])
    #expect(view.calls == [.hideLoading, .showAlert(.searchFailed(error))])
  }

  @Test func ignoresAnOlderSearchThatAnswersLate() async throws {
    presenter.searchButtonClicked(query: "kotlin")
    presenter.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 2))
    await settle(until: [service, clock])
    view.reset()
    try service.respond(to: "kotlin", page: 1, with: .sample(page: 1, of: 7))
    await settle(until: [service, clock])
    #expect(view.calls.isEmpty)
    #expect(presenter.numberOfRepositories == 2)
  }

  @Test func loadsTheNextPageWhenTheLastRowAppears() async throws {
    presenter.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service, clock])
    presenter.willDisplayRow(at: 28)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.isEmpty, "only the last row asks for more")
    view.reset()
    presenter.willDisplayRow(at: 29)
    presenter.willDisplayRow(at: 29)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.map(\.page) == [2], "one request, however often it is asked")
    #expect(view.calls == [.setLoadingMore(true)])
    view.reset()
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service, clock])
    #expect(view.calls == [.setLoadingMore(false), .reloadRepositories(summary: "45 of 45")])
    presenter.willDisplayRow(at: 44)
    await settle(until: [service, clock])
    #expect(service.pendingRequests.isEmpty, "45 of 45 has no next page")
  }

  @Test func keepsTheRowsWhenAPageFails() async throws {
    presenter.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service, clock])
    presenter.willDisplayRow(at: 29)
    await settle(until: [service, clock])
    view.reset()
    try service.fail("swift", page: 2, with: .offline)
    await settle(until: [service, clock])
    #expect(view.calls == [.setLoadingMore(false), .showAlert(.searchFailed(.offline))])
    #expect(presenter.numberOfRepositories == 30)
  }

  @Test func selectingARowAsksTheRouterForItsDetail() async throws {
    presenter.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 3))
    await settle(until: [service, clock])
    view.reset()
    presenter.didSelectRow(at: 2)
    presenter.didSelectRow(at: 3)
    #expect(router.calls == [.showRepositoryDetail(Repository.samples(count: 3)[2])])
    #expect(view.calls.isEmpty, "navigation goes to the router, not the view")
  }

  @Test func doesNotKeepItsRouterAlive() {
    weak var weakRouter: RouterSpy?
    let presenter: SearchPresenter
    do {
      let router = RouterSpy()
      weakRouter = router
      presenter = SearchPresenter(service: service, clock: clock, router: router)
    }
    withExtendedLifetime(presenter) {
      #expect(weakRouter == nil, "the presenter does not keep its router alive")
    }
  }

  @Test func doesNotKeepItsViewAlive() {
    weak var weakSpy: SearchViewSpy?
    do {
      let spy = SearchViewSpy()
      weakSpy = spy
      presenter.view = spy
    }
    #expect(weakSpy == nil)
    #expect(presenter.view == nil)
  }
}
