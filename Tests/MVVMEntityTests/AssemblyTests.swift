import MVVMEntityPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVVMEntity

/// The composition root wires each screen: the view owns its view model, which owns its model
/// and keeps its repository; none holds anything of the view, and the service and the clock come from
/// the environment.
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

  @Test func viewModelAndModelAreReleasedWithTheView() throws {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    _ = screen?.view
    weak var viewModel: SearchViewModel?
    viewModel = screen?.viewModel
    weak var model: SearchResultsModel?
    do {
      let reachable = ObjectGraph.objects(reachableFrom: try #require(viewModel))
      model = try #require(reachable.compactMap { $0 as? SearchResultsModel }.first)
    }
    screen = nil
    #expect(viewModel == nil, "the view is the view model's only owner")
    #expect(model == nil, "the view model is the model's only owner")
  }

  @Test func aRequestInFlightKeepsNothingAlive() async {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    _ = screen?.view
    weak var viewModel: SearchViewModel?
    viewModel = screen?.viewModel
    screen?.viewModel.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    #expect(service.pendingRequests.count == 1)
    screen = nil
    #expect(viewModel == nil, "the search in flight holds neither the view model nor its parts")
  }

  @Test func viewModelDoesNotKeepItsViewAlive() {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    _ = screen?.view
    let viewModel = screen?.viewModel
    weak var weakScreen: SearchViewController?
    weakScreen = screen
    screen = nil
    #expect(weakScreen == nil, "the closure the view installed captures it weakly")
    #expect(viewModel?.onChange != nil)
  }

  @Test func viewModelHoldsNoReferenceToAnyView() throws {
    let screen = assembly.makeSearchScreen()
    _ = screen.view
    let detailViewModel = RepositoryDetailViewModel(repository: .sample(), urlOpener: urlOpener)
    let detail = assembly.makeRepositoryDetailScreen(for: detailViewModel)
    _ = detail.view
    for viewModel in [screen.viewModel as AnyObject, detailViewModel] {
      let reachable = ObjectGraph.objects(reachableFrom: viewModel)
      #expect(!reachable.contains { $0 is ViewController || $0 is View })
    }
  }

  @Test func searchScreenSearchesThroughTheEnvironment() async {
    let screen = assembly.makeSearchScreen()
    _ = screen.view
    screen.viewModel.searchTextDidChange("swift")
    await settle(until: [service, clock])
    clock.advance(by: SearchQuery.pauseBeforeSearchAsYouType)
    #expect(
      await service.waitForRequests(count: 1, settling: [clock]).map(\.query.text) == ["swift"])
  }

  @Test func aChosenRowsDetailOpensWithTheEnvironmentsOpener() async throws {
    let screen = assembly.makeSearchScreen()
    _ = screen.view
    screen.viewModel.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 3))
    await settle(until: [service, clock])
    screen.viewModel.didSelectRow(at: 1)
    let detailViewModel = try #require(screen.viewModel.detailToShow)
    detailViewModel.openButtonClicked()
    #expect(urlOpener.openedURLs == [Repository.samples(count: 3)[1].htmlURL])
  }

  @Test func detailScreenShowsTheViewModelItIsHandedAndIsItsOnlyOwnerOnceClosed() {
    var screen: ViewController? = assembly.makeRepositoryDetailScreen(
      for: RepositoryDetailViewModel(repository: .sample(), urlOpener: urlOpener))
    _ = screen?.view
    weak var viewModel: RepositoryDetailViewModel?
    viewModel = (screen as? RepositoryDetailViewController)?.viewModel
    #expect(viewModel?.content.fullName == "octocat/sample")
    screen = nil
    #expect(viewModel == nil, "the view is the view model's only owner")
  }

  @Test func entryPointPutsTheSearchScreenInANavigationControllerUnderTheTitle() throws {
    let root = try #require(
      Architecture.mvvmEntity.makeRootViewController(assembly.environment) as? TitleBarController)
    let navigationController = try #require(root.contentViewController as? NavigationController)
    #expect(navigationController.topViewController is SearchViewController)
  }
}
