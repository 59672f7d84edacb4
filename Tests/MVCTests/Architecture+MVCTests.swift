import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVC

/// The composition root hands the environment's collaborators to the first screen.
@MainActor
@Suite struct ArchitectureMVCTests {
  @Test func buildsTheSearchScreenInANavigationController() async throws {
    let service = ScriptedSearchService()
    let environment = AppEnvironment(
      searchService: service, urlOpener: URLOpenerSpy(), clock: ManualClock(),
      dataSourceName: "scripted service")
    let root = Architecture.mvc.makeRootViewController(environment)
    let navigationController = try #require(root as? NavigationController)
    let search = try #require(navigationController.topViewController as? SearchViewController)
    let searchView = try #require(search.view as? SearchView)
    #expect(Architecture.mvc.name == "MVC")
    #expect(searchView.titleLabel.text == "SideBySide · MVC · scripted service")
    searchView.searchBar.text = "swift"
    search.searchBarSearchButtonClicked(searchView.searchBar)
    #expect(await service.waitForRequests(count: 1).map(\.query.text) == ["swift"])
  }
}
