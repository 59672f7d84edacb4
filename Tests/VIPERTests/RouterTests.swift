import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing
import VIPERPresentation

@testable import VIPER

/// The router assembles each module (view, presenter, interactor) wired to the right
/// collaborators and to the one data manager the interactors read through, and asks its
/// container to show it; it keeps the search screen for the way back and nothing of the detail
/// screen.
@MainActor
@Suite struct RouterTests {
  let service = ScriptedSearchService()
  let urlOpener = URLOpenerSpy()
  let container = ContainerSpy()
  let router: Router
  let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")

  init() async throws {
    router = Router(
      environment: AppEnvironment(
        searchService: service, urlOpener: urlOpener, clock: ManualClock(),
        dataSourceName: "scripted service"))
    router.container = container
    try await router.dataManager.load([repository], answeredBy: service)
  }

  @Test func showsASearchModuleWiredToTheEnvironmentsModel() async throws {
    router.showSearchScreen()
    let search = try #require(container.shownViewController as? SearchViewController)
    let presenter = try #require(search.presenter as? SearchPresenter)
    let interactor = try #require(interactorOwned(by: presenter) as? SearchInteractor)
    #expect(presenter.view === search)
    #expect(interactor.output === presenter)
    presenter.searchButtonClicked(query: "swift")
    #expect(await service.waitForRequests(count: 2).map(\.query.text) == ["swift", "swift"])
  }

  @Test func theSearchPresenterNavigatesThroughThisRouter() async throws {
    router.showSearchScreen()
    let search = try #require(container.shownViewController as? SearchViewController)
    search.presenter.searchButtonClicked(query: "swift")
    _ = await service.waitForRequests(count: 2)
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 3))
    await settle()
    search.presenter.didSelectRow(at: 1)
    let detail = try #require(container.shownViewController as? RepositoryDetailViewController)
    let detailPresenter = try #require(detail.presenter as? RepositoryDetailPresenter)
    detailPresenter.openButtonClicked()
    #expect(urlOpener.openedURLs == [Repository.samples(count: 3)[1].htmlURL])
  }

  @Test func showRepositoryDetailBuildsADetailScreenForThatRepository() throws {
    router.showRepositoryDetail(for: repository.id)
    let detail = try #require(container.shownViewController as? RepositoryDetailViewController)
    let presenter = try #require(detail.presenter as? RepositoryDetailPresenter)
    let interactor = try #require(
      interactorOwned(by: presenter) as? RepositoryDetailInteractor)
    #expect(presenter.view === detail)
    #expect(interactor.repository.fullName == repository.fullName)
    presenter.openButtonClicked()
    #expect(urlOpener.openedURLs == [repository.htmlURL])
  }

  @Test func theSearchModuleReadsThroughTheDataManagerTheDetailModuleIsBuiltWith() async throws {
    router.showSearchScreen()
    let search = try #require(container.shownViewController as? SearchViewController)
    search.presenter.searchButtonClicked(query: "rust")
    _ = await service.waitForRequests(count: 2)
    try service.respond(to: "rust", page: 1, with: .sample(page: 1, of: 3))
    await settle()
    let chosen = Repository.samples(count: 3)[2]
    #expect(router.dataManager.repository(id: chosen.id) == chosen)
    #expect(router.dataManager.repository(id: repository.id) == nil, "the latest search's only")
  }

  @Test func showsNothingForARepositoryTheSearchDoesNotHold() {
    router.showSearchScreen()
    router.showRepositoryDetail(for: repository.id + 1)
    #expect(container.shownViewController is SearchViewController)
    #expect(container.showCount == 1)
  }

  @Test func closingTheDetailShowsTheSameSearchScreenAgain() throws {
    router.showSearchScreen()
    let search = try #require(container.shownViewController as? SearchViewController)
    router.showRepositoryDetail(for: repository.id)
    let detail = try #require(container.shownViewController as? RepositoryDetailViewController)
    detail.presenter.backButtonClicked()
    #expect(container.shownViewController === search, "kept alive, not rebuilt")
    #expect(container.showCount == 3)
  }

  @Test func keepsNothingOfTheDetailModuleOnceItIsClosed() throws {
    router.showSearchScreen()
    weak var detail: ViewController?
    weak var detailPresenter: RepositoryDetailPresenter?
    weak var detailInteractor: RepositoryDetailInteractor?
    do {
      router.showRepositoryDetail(for: repository.id)
      let shown = try #require(container.shownViewController as? RepositoryDetailViewController)
      detail = shown
      detailPresenter = shown.presenter as? RepositoryDetailPresenter
      detailInteractor = interactorOwned(by: detailPresenter) as? RepositoryDetailInteractor
    }
    #expect(detailInteractor != nil)
    router.closeRepositoryDetail()
    #expect(detail == nil)
    #expect(detailPresenter == nil)
    #expect(detailInteractor == nil)
  }

  @Test func theSearchModuleIsReleasedWithItsView() throws {
    var search: SearchViewController? = router.makeSearchScreen()
    weak var presenter: SearchPresenter?
    presenter = try #require(search?.presenter as? SearchPresenter)
    weak var interactor: SearchInteractor?
    interactor = try #require(interactorOwned(by: presenter) as? SearchInteractor)
    weak var weakSearch: SearchViewController?
    weakSearch = search
    search = nil
    #expect(weakSearch == nil, "the presenter does not keep its view alive")
    #expect(presenter == nil, "the view is the presenter's only owner")
    #expect(interactor == nil, "the presenter is the interactor's only owner")
  }

  @Test func doesNotKeepItsContainerAlive() {
    do {
      let container = ContainerSpy()
      router.container = container
    }
    #expect(router.container == nil)
  }
}
