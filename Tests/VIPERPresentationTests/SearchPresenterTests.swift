import RepositorySearch
import TestSupport
import Testing

@testable import VIPERPresentation

/// The presenter without a service: what it asks its interactor, what it tells its view of
/// each outcome, and where it navigates — with a spy view, a spy interactor and a spy router.
@MainActor
@Suite struct SearchPresenterTests {
  let interactor = SearchInteractorSpy()
  let view = SearchViewSpy()
  let router = RouterSpy()
  let presenter: SearchPresenter

  init() {
    presenter = SearchPresenter(interactor: interactor, clock: ManualClock(), router: router)
    presenter.view = view
  }

  /// A search started with Enter, and its first page, which the presenter keeps as its rows.
  private func search(_ text: String, answering page: SearchPage) {
    presenter.searchButtonClicked(query: text)
    answer(page)
  }

  /// A page the interactor received and reports: its repositories as plain items.
  private func answer(_ page: SearchPage) {
    let repositories = interactor.receive(page)
    if page.page == 1 {
      presenter.didFinishSearch(.success(repositories))
    } else {
      presenter.didFinishLoadingMore(.success(repositories))
    }
  }

  @Test func showsValidationAlertForEmptyQuery() {
    presenter.searchButtonClicked(query: "  \n")
    #expect(view.calls == [.showAlert(.invalidQuery(.empty))])
    #expect(interactor.calls.isEmpty)
  }

  @Test func showsValidationAlertForTooLongQuery() {
    presenter.searchButtonClicked(query: String(repeating: "検", count: 257))
    #expect(view.calls == [.showAlert(.invalidQuery(.tooLong(length: 257)))])
    #expect(interactor.calls.isEmpty)
  }

  @Test func asksTheInteractorToSearchAndShowsLoading() {
    presenter.searchButtonClicked(query: " swift ")
    #expect(interactor.calls == [.search("swift")])
    #expect(
      view.calls == [
        .setLoadingMore(false), .reloadRepositories(summary: ""), .showLoading("swift"),
      ])
  }

  @Test func showsTheResultsAndSelectsTheFirst() {
    presenter.searchButtonClicked(query: "swift")
    view.reset()
    answer(.sample(page: 1, of: 45))
    #expect(
      view.calls == [
        .hideLoading, .reloadRepositories(summary: "30 of 45"), .selectFirstRepository,
      ])
    #expect(presenter.numberOfRepositories == 30)
    #expect(presenter.rowContent(at: 0)?.title == "octocat/sample-1")
    #expect(presenter.rowContent(at: 30) == nil)
  }

  @Test func formatsEachRowFromItsInteractorsPlainData() {
    presenter.searchButtonClicked(query: "swift")
    let items = [
      RepositoryItem(
        id: 7, fullName: "swiftlang/swift", stargazersCount: 67_890, language: "C++",
        description: "The Swift Programming Language"),
      RepositoryItem(
        id: 8, fullName: "someone/notes", stargazersCount: 1_234_567, language: nil,
        description: nil),
    ]
    presenter.didFinishSearch(.success(interactor.receive(items, of: 2)))
    #expect(presenter.numberOfRepositories == 2)
    #expect(
      presenter.rowContent(at: 0)
        == RepositoryRowContent(
          title: "swiftlang/swift", stars: "★ 67k",
          subtitle: "C++ · The Swift Programming Language"))
    #expect(
      presenter.rowContent(at: 1)
        == RepositoryRowContent(title: "someone/notes", stars: "★ 1.2m", subtitle: "No description"),
      "the stars abbreviated, a missing description as the wording says")
    #expect(presenter.rowContent(at: 2) == nil)
  }

  @Test func showsNoResultsAlertForAnEmptyPage() throws {
    presenter.searchButtonClicked(query: "qwxyz")
    view.reset()
    let query = try SearchQuery("qwxyz")
    answer(SearchPage(items: [], totalCount: 0, page: 1))
    #expect(
      view.calls == [
        .hideLoading, .reloadRepositories(summary: ""), .showAlert(.noResults(for: query)),
      ])
  }

  @Test(arguments: [
    SearchError.offline, .rateLimited(secondsUntilReset: 42), .queryRejected(message: "Bad."),
    .serverError(statusCode: 503), .unreadableResponse,
  ])
  func showsEachFailureAsAnAlert(_ error: SearchError) {
    presenter.searchButtonClicked(query: "swift")
    view.reset()
    presenter.didFinishSearch(.failure(error))
    #expect(view.calls == [.hideLoading, .showAlert(.searchFailed(error))])
  }

  @Test func asksTheInteractorForTheNextPageAtTheLastRow() {
    search("swift", answering: .sample(page: 1, of: 45))
    presenter.willDisplayRow(at: 28)
    #expect(interactor.calls == [.search("swift")], "only the last row asks for more")
    presenter.willDisplayRow(at: 29)
    #expect(interactor.calls == [.search("swift"), .loadNextPage])
  }

  @Test func showsTheNextPageUnderTheRowsItHas() {
    search("swift", answering: .sample(page: 1, of: 45))
    view.reset()
    presenter.didStartLoadingMore()
    #expect(view.calls == [.setLoadingMore(true)])
    view.reset()
    answer(.sample(page: 2, of: 45))
    #expect(view.calls == [.setLoadingMore(false), .reloadRepositories(summary: "45 of 45")])
    #expect(presenter.rowContent(at: 44)?.title == "octocat/sample-45")
  }

  @Test func keepsTheRowsWhenAPageFails() {
    search("swift", answering: .sample(page: 1, of: 45))
    presenter.didStartLoadingMore()
    view.reset()
    presenter.didFinishLoadingMore(.failure(.offline))
    #expect(view.calls == [.setLoadingMore(false), .showAlert(.searchFailed(.offline))])
    #expect(presenter.numberOfRepositories == 30)
  }

  @Test func keepsTheRowsItIsHandedAndAddsEachNextPageAfterThem() {
    let all = Repository.samples(count: 45).map(RepositoryItem.init)
    presenter.searchButtonClicked(query: "swift")
    presenter.didFinishSearch(.success(interactor.receive(Array(all.prefix(30)), of: 45)))
    presenter.didFinishLoadingMore(.success(interactor.receive(Array(all.dropFirst(30)), of: 45)))
    #expect(presenter.numberOfRepositories == 45, "the interactor handed each page once")
    #expect(presenter.rowContent(at: 29)?.title == "octocat/sample-30")
    #expect(presenter.rowContent(at: 30)?.title == "octocat/sample-31")
    presenter.didSelectRow(at: 44)
    #expect(router.calls == [.showRepositoryDetail(id: all[44].id)])
  }

  @Test func aNewSearchClearsTheRows() {
    search("swift", answering: .sample(page: 1, of: 45))
    presenter.searchButtonClicked(query: "rust")
    #expect(presenter.numberOfRepositories == 0)
    #expect(interactor.calls == [.search("swift"), .search("rust")])
  }

  @Test func selectingARowAsksTheRouterForItsDetail() {
    search("swift", answering: .sample(page: 1, of: 3))
    view.reset()
    presenter.didSelectRow(at: 2)
    presenter.didSelectRow(at: 3)
    #expect(router.calls == [.showRepositoryDetail(id: Repository.samples(count: 3)[2].id)])
    #expect(view.calls.isEmpty, "navigation goes to the router, not the view")
  }

  @Test func doesNotKeepItsRouterAlive() {
    weak var weakRouter: RouterSpy?
    let presenter: SearchPresenter
    do {
      let router = RouterSpy()
      weakRouter = router
      presenter = SearchPresenter(interactor: interactor, clock: ManualClock(), router: router)
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

  @Test func ownsItsInteractor() {
    weak var weakInteractor: SearchInteractorSpy?
    let presenter: SearchPresenter
    do {
      let interactor = SearchInteractorSpy()
      weakInteractor = interactor
      presenter = SearchPresenter(interactor: interactor, clock: ManualClock(), router: router)
    }
    withExtendedLifetime(presenter) {
      #expect(weakInteractor != nil, "the presenter is the interactor's owner")
    }
  }
}
