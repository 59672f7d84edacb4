import MVPRouterPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVPRouter

/// The router builds each screen wired to the right collaborators and asks its container to
/// show it; it keeps the search screen for the way back and nothing of the detail screen.
@MainActor
@Suite struct RouterTests {
  let service = ScriptedSearchService()
  let urlOpener = URLOpenerSpy()
  let container = ContainerSpy()
  let router: Router
  let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")

  init() {
    router = Router(
      environment: AppEnvironment(
        searchService: service, urlOpener: urlOpener, clock: ManualClock(),
        dataSourceName: "scripted service"))
    router.container = container
  }

  @Test func showsASearchScreenWiredToTheEnvironmentsModel() async throws {
    router.showSearchScreen()
    let search = try #require(container.shownViewController as? SearchViewController)
    let presenter = try #require(search.presenter as? SearchPresenter)
    #expect(presenter.view === search)
    presenter.searchButtonClicked(query: "swift")
    #expect(await service.waitForRequests(count: 1).map(\.query.text) == ["swift"])
  }

  @Test func theSearchPresenterNavigatesThroughThisRouter() async throws {
    router.showSearchScreen()
    let search = try #require(container.shownViewController as? SearchViewController)
    search.presenter.searchButtonClicked(query: "swift")
    _ = await service.waitForRequests(count: 1)
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 3))
    await settle()
    search.presenter.didSelectRow(at: 1)
    let detail = try #require(container.shownViewController as? RepositoryDetailViewController)
    let detailPresenter = try #require(detail.presenter as? RepositoryDetailPresenter)
    detailPresenter.openButtonClicked()
    #expect(urlOpener.openedURLs == [Repository.samples(count: 3)[1].htmlURL])
  }

  @Test func showRepositoryDetailBuildsADetailScreenForThatRepository() throws {
    router.showRepositoryDetail(for: repository)
    let detail = try #require(container.shownViewController as? RepositoryDetailViewController)
    let presenter = try #require(detail.presenter as? RepositoryDetailPresenter)
    #expect(presenter.view === detail)
    presenter.openButtonClicked()
    #expect(urlOpener.openedURLs == [repository.htmlURL])
  }

  @Test func closingTheDetailShowsTheSameSearchScreenAgain() throws {
    router.showSearchScreen()
    let search = try #require(container.shownViewController as? SearchViewController)
    router.showRepositoryDetail(for: repository)
    let detail = try #require(container.shownViewController as? RepositoryDetailViewController)
    detail.presenter.backButtonClicked()
    #expect(container.shownViewController === search, "kept alive, not rebuilt")
    #expect(container.showCount == 3)
  }

  @Test func keepsNothingOfTheDetailScreenOnceItIsClosed() throws {
    router.showSearchScreen()
    weak var detail: ViewController?
    weak var detailPresenter: RepositoryDetailPresenter?
    do {
      router.showRepositoryDetail(for: repository)
      let shown = try #require(container.shownViewController as? RepositoryDetailViewController)
      detail = shown
      detailPresenter = shown.presenter as? RepositoryDetailPresenter
    }
    router.closeRepositoryDetail()
    #expect(detail == nil)
    #expect(detailPresenter == nil)
  }

  @Test func theSearchPresenterIsReleasedWithItsView() throws {
    var search: SearchViewController? = router.makeSearchScreen()
    weak var presenter: SearchPresenter?
    presenter = try #require(search?.presenter as? SearchPresenter)
    weak var weakSearch: SearchViewController?
    weakSearch = search
    search = nil
    #expect(weakSearch == nil, "the presenter does not keep its view alive")
    #expect(presenter == nil, "the view is the presenter's only owner")
  }

  @Test func doesNotKeepItsContainerAlive() {
    do {
      let container = ContainerSpy()
      router.container = container
    }
    #expect(router.container == nil)
  }
}
