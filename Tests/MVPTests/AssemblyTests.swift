import MVPPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVP

/// The composition root wires each screen: the view owns its presenter, the presenter's
/// reference back to the view is weak, and the model comes from the environment.
@MainActor
@Suite struct AssemblyTests {
  let service = ScriptedSearchService()
  let urlOpener = URLOpenerSpy()
  let clock = ManualClock()
  var assembly: Assembly {
    Assembly(
      environment: AppEnvironment(
        searchService: service, urlOpener: urlOpener, clock: clock,
        dataSourceName: "scripted service"))
  }

  @Test func searchPresenterHoldsItsViewWeakly() throws {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    let presenter = try #require(screen?.presenter as? SearchPresenter)
    #expect(presenter.view === screen)
    weak var weakScreen: SearchViewController?
    weakScreen = screen
    screen = nil
    #expect(weakScreen == nil, "the presenter does not keep its view alive")
    #expect(presenter.view == nil)
  }

  @Test func searchScreenPresenterReleasedWithItsView() throws {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    weak var presenter: SearchPresenter?
    presenter = try #require(screen?.presenter as? SearchPresenter)
    screen = nil
    #expect(presenter == nil, "the view is the presenter's only owner")
  }

  @Test func aPendingTypingPauseDoesNotKeepTheSearchScreenAlive() async throws {
    weak var releasedScreen: SearchViewController?
    weak var releasedPresenter: SearchPresenter?
    weak var releasedView: SearchView?
    do {
      let screen = assembly.makeSearchScreen()
      let searchView = try #require(screen.view as? SearchView)
      screen.searchBar(searchView.searchBar, textDidChange: "swift")
      await settle(until: [service, clock])
      clock.advance(by: .milliseconds(499))
      await settle(until: [service, clock])
      releasedScreen = screen
      releasedPresenter = screen.presenter as? SearchPresenter
      releasedView = searchView
    }
    #expect(releasedScreen == nil, "a pending typing pause keeps nothing alive")
    #expect(releasedPresenter == nil)
    #expect(releasedView == nil)
    clock.advance(by: .milliseconds(1))
    await settle(until: [service, clock])
    #expect(service.requests.isEmpty)
  }

  @Test func searchPresenterAsksTheEnvironmentsModel() async throws {
    let screen = assembly.makeSearchScreen()
    screen.presenter.searchButtonClicked(query: "swift")
    #expect(await service.waitForRequests(count: 1).map(\.query.text) == ["swift"])
  }

  @Test func detailScreenIsWiredToItsRepositoryAndTheOpener() throws {
    let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")
    var screen: RepositoryDetailViewController? = assembly.makeRepositoryDetailScreen(
      for: repository)
    let presenter = try #require(screen?.presenter as? RepositoryDetailPresenter)
    #expect(presenter.view === screen)
    presenter.openButtonClicked()
    #expect(urlOpener.openedURLs == [repository.htmlURL])
    screen = nil
    #expect(presenter.view == nil, "the presenter does not keep its view alive")
  }

  @Test func entryPointPutsTheSearchScreenInANavigationControllerUnderTheTitle() throws {
    let root = try #require(
      Architecture.mvp.makeRootViewController(assembly.environment) as? TitleBarController)
    let navigationController = try #require(root.contentViewController as? NavigationController)
    #expect(navigationController.topViewController is SearchViewController)
  }
}
