import SharedUI
import TerminalUI
import TestSupport
import Testing
import VIPERPresentation

@testable import VIPER

/// The composition root connects the root and the router: the root owns the router, the
/// router's reference back is weak, the search screen shows first, and dropping the root
/// releases everything: view controllers, presenters, interactors and the router.
@MainActor
@Suite struct AssemblyTests {
  let service = ScriptedSearchService()
  var environment: AppEnvironment {
    AppEnvironment(
      searchService: service, urlOpener: URLOpenerSpy(), clock: ManualClock(),
      dataSourceName: "scripted service")
  }

  @Test func theRootShowsTheSearchScreenAndOwnsTheRouter() async throws {
    let root = Assembly(environment: environment).makeRootViewController()
    let search = try #require(root.currentViewController as? SearchViewController)
    #expect(root.children.count == 1)
    #expect(root.router.container === root)
    search.presenter.searchButtonClicked(query: "swift")
    #expect(await service.waitForRequests(count: 1).map(\.query.text) == ["swift"])
  }

  @Test func droppingTheRootReleasesTheRouterAndEveryScreen() async throws {
    var root: RootViewController? = Assembly(environment: environment).makeRootViewController()
    weak var router: Router?
    router = root?.router
    weak var search: SearchViewController?
    search = try #require(root?.currentViewController as? SearchViewController)
    weak var presenter: SearchPresenter?
    presenter = try #require(search?.presenter as? SearchPresenter)
    weak var interactor: SearchInteractor?
    interactor = try #require(interactorOwned(by: presenter) as? SearchInteractor)
    try await root?.router.dataManager.load(
      [.sample(id: 7, name: "swift", owner: "swiftlang")], answeredBy: service)
    root?.router.showRepositoryDetail(for: 7)
    weak var detail: RepositoryDetailViewController?
    detail = try #require(root?.currentViewController as? RepositoryDetailViewController)
    weak var detailPresenter: RepositoryDetailPresenter?
    detailPresenter = try #require(detail?.presenter as? RepositoryDetailPresenter)
    weak var detailInteractor: RepositoryDetailInteractor?
    detailInteractor = try #require(
      interactorOwned(by: detailPresenter) as? RepositoryDetailInteractor)
    #expect(search != nil, "the router keeps the search screen while the detail shows")
    root = nil
    #expect(router == nil, "the root is the router's only owner")
    #expect(search == nil && presenter == nil && interactor == nil)
    #expect(detail == nil && detailPresenter == nil && detailInteractor == nil)
  }

  @Test func theRouterDoesNotKeepTheRootAlive() {
    var root: RootViewController? = Assembly(environment: environment).makeRootViewController()
    let router = root?.router
    weak var weakRoot: RootViewController?
    weakRoot = root
    root = nil
    #expect(weakRoot == nil)
    #expect(router?.container == nil)
  }

  @Test func entryPointPutsTheRootUnderTheTitle() throws {
    let titleBar = try #require(
      Architecture.viper.makeRootViewController(environment) as? TitleBarController)
    let root = try #require(titleBar.contentViewController as? RootViewController)
    #expect(root.currentViewController is SearchViewController)
  }
}
