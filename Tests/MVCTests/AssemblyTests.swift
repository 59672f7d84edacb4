import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVC

/// The composition root builds the first screen with the environment's collaborators, and the
/// registry's entry puts it under the title line.
@MainActor
@Suite struct AssemblyTests {
  let service = ScriptedSearchService()
  var environment: AppEnvironment {
    AppEnvironment(
      searchService: service, urlOpener: URLOpenerSpy(), clock: ManualClock(),
      dataSourceName: "scripted service")
  }

  @Test func buildsTheSearchScreenInANavigationController() async throws {
    let root = Assembly(environment: environment).makeRootViewController()
    let navigationController = try #require(root as? NavigationController)
    let search = try #require(navigationController.topViewController as? SearchViewController)
    let searchView = try #require(search.view as? SearchView)
    searchView.searchBar.text = "swift"
    search.searchBarSearchButtonClicked(searchView.searchBar)
    #expect(await service.waitForRequests(count: 1).map(\.query.text) == ["swift"])
  }

  @Test func entryPointPutsTheAssemblysRootUnderTheTitle() throws {
    let root = try #require(
      Architecture.mvc.makeRootViewController(environment) as? TitleBarController)
    #expect(root.contentViewController is NavigationController)
  }

  @Test func navigationControllerIsTheOnlyOwnerOfTheSearchScreen() throws {
    var root: ViewController? = Assembly(environment: environment).makeRootViewController()
    weak var search: ViewController?
    search = (root as? NavigationController)?.topViewController
    #expect(search != nil)
    root = nil
    #expect(search == nil, "nothing but the navigation controller holds the search screen")
  }
}
