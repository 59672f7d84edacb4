import MVVMBindingPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVVMBinding

/// The composition root wires each screen: the view owns its view model, nothing points back
/// from the view model to the view, and the model and the clock come from the environment.
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

  @Test func searchScreenIsTheOnlyOwnerOfItsViewModelEvenOnceBound() {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    screen?.updatePropertiesIfNeeded()
    weak var viewModel: SearchViewModel?
    viewModel = screen?.viewModel
    weak var weakScreen: SearchViewController?
    weakScreen = screen
    screen = nil
    #expect(weakScreen == nil, "observing the view model does not keep the view alive")
    #expect(viewModel == nil, "the view is the view model's only owner")
  }

  @Test func searchViewModelSearchesTheEnvironmentsModelOnItsClock() async {
    let screen = assembly.makeSearchScreen()
    screen.viewModel.searchTextDidChange("swift")
    await settle(until: [service, clock])
    #expect(service.requests.isEmpty)
    clock.advance(by: SearchQuery.pauseBeforeSearchAsYouType)
    #expect(
      await service.waitForRequests(count: 1, settling: [clock]).map(\.query.text) == ["swift"])
  }

  @Test func aChosenRowsDetailOpensWithTheEnvironmentsOpener() async throws {
    let screen = assembly.makeSearchScreen()
    screen.viewModel.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 3))
    await settle(until: [service, clock])
    screen.viewModel.didSelectRow(at: 1)
    let detailViewModel = try #require(screen.viewModel.detailToShow)
    detailViewModel.openButtonClicked()
    #expect(urlOpener.openedURLs == [Repository.samples(count: 3)[1].htmlURL])
  }

  @Test func detailScreenIsReleasedWithItsViewModel() {
    var screen =
      assembly.makeRepositoryDetailScreen(
        for: RepositoryDetailViewModel(repository: .sample(), urlOpener: urlOpener))
      as? RepositoryDetailViewController
    screen?.updatePropertiesIfNeeded()
    #expect(screen?.viewModel.content.fullName == "octocat/sample")
    weak var viewModel: RepositoryDetailViewModel?
    viewModel = screen?.viewModel
    screen = nil
    #expect(viewModel == nil)
  }

  @Test func entryPointPutsTheSearchScreenInANavigationControllerUnderTheTitle() throws {
    let root = try #require(
      Architecture.mvvmBinding.makeRootViewController(assembly.environment)
        as? TitleBarController)
    let navigationController = try #require(root.contentViewController as? NavigationController)
    #expect(navigationController.topViewController is SearchViewController)
  }
}
