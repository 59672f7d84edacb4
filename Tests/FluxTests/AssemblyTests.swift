import FluxPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import Flux

/// The composition root wires each screen: one dispatcher for the app, the view owns its store
/// and its action creator, neither holds anything of the view, the dispatcher holds the stores
/// weakly, and the service, the clock and the opener come from the environment.
@MainActor
@Suite struct AssemblyTests {
  let service = ScriptedSearchService()
  let urlOpener = URLOpenerSpy()
  let clock = ManualClock()
  let assembly: Assembly

  init() {
    assembly = Assembly(
      environment: AppEnvironment(
        searchService: service, urlOpener: urlOpener, clock: clock,
        dataSourceName: "scripted service"))
  }

  @Test func theStoreAndTheActionCreatorAreReleasedWithTheirView() {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    _ = screen?.view
    weak var store: SearchStore?
    weak var actionCreator: SearchActionCreator?
    (store, actionCreator) = (screen?.store, screen?.actionCreator)
    #expect(store != nil && actionCreator != nil)
    screen = nil
    #expect(store == nil, "the view is the store's only owner; the dispatcher holds it weakly")
    #expect(actionCreator == nil, "the view is the action creator's only owner")
  }

  @Test func theStoreDoesNotKeepItsViewAliveEvenOnceBound() {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    screen?.updatePropertiesIfNeeded()
    let store = screen?.store
    weak var weakScreen: SearchViewController?
    weakScreen = screen
    withExtendedLifetime(store) {
      screen = nil
      #expect(weakScreen == nil, "observing the store does not keep the view alive")
    }
  }

  @Test func nothingOutsideTheViewsHoldsAView() {
    let screen = assembly.makeSearchScreen()
    _ = screen.view
    let detail = assembly.makeRepositoryDetailScreen(for: .sample())
    _ = detail.view
    let roots: [AnyObject] = [
      screen.store, screen.actionCreator, detail.store, detail.actionCreator, assembly.dispatcher,
    ]
    for root in roots {
      let reachable = ObjectGraph.objects(reachableFrom: root)
      #expect(!reachable.contains { $0 is ViewController || $0 is View }, "\(type(of: root))")
    }
  }

  @Test func bothScreensDispatchThroughTheOneDispatcher() async throws {
    let screen = assembly.makeSearchScreen()
    _ = screen.view
    screen.actionCreator.searchButtonClicked(query: "")
    #expect(screen.store.alert == .invalidQuery(.empty))
    let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")
    let detail = assembly.makeRepositoryDetailScreen(for: repository)
    _ = detail.view
    urlOpener.canOpen = false
    detail.actionCreator.openButtonClicked()
    #expect(detail.store.alert == .browserUnavailable(for: repository.htmlURL))
    #expect(screen.store.alert == .invalidQuery(.empty))
  }

  @Test func searchScreenSearchesThroughTheEnvironment() async {
    let screen = assembly.makeSearchScreen()
    _ = screen.view
    screen.actionCreator.searchTextDidChange(
      "swift", searchedQuery: screen.store.query, isLoading: screen.store.isLoading)
    await settle(until: [service, clock])
    clock.advance(by: SearchQuery.pauseBeforeSearchAsYouType)
    #expect(
      await service.waitForRequests(count: 1, settling: [clock]).map(\.query.text) == ["swift"])
  }

  @Test func detailScreenIsWiredToItsRepositoryAndTheOpener() {
    let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")
    var screen: RepositoryDetailViewController? = assembly.makeRepositoryDetailScreen(
      for: repository)
    _ = screen?.view
    weak var store: RepositoryDetailStore?
    store = screen?.store
    #expect(store?.repository == repository)
    screen?.actionCreator.openButtonClicked()
    #expect(urlOpener.openedURLs == [repository.htmlURL])
    #expect(store?.isOpenedInBrowser == true)
    screen = nil
    #expect(store == nil, "the view is the store's only owner")
  }

  @Test func entryPointPutsTheSearchScreenInANavigationControllerUnderTheTitle() throws {
    let root = try #require(
      Architecture.flux.makeRootViewController(assembly.environment) as? TitleBarController)
    let navigationController = try #require(root.contentViewController as? NavigationController)
    #expect(navigationController.topViewController is SearchViewController)
  }
}
