import MVVMCoordinatorPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVVMCoordinator

/// The composition root and the real navigation controller: the root owns the app coordinator,
/// the coordinator owns the navigation controller, each view owns its view model, no view
/// model holds a view, going back by the navigation controller releases the child coordinator,
/// and dropping the root releases everything.
@MainActor
@Suite struct AssemblyTests {
  let service = ScriptedSearchService()
  let urlOpener = URLOpenerSpy()
  let clock = ManualClock()
  let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")
  var assembly: Assembly {
    Assembly(
      environment: AppEnvironment(
        searchService: service, urlOpener: urlOpener, clock: clock,
        dataSourceName: "scripted service"))
  }

  private func navigation(of root: RootViewController) throws -> NavigationController {
    try #require(root.children.first as? NavigationController)
  }

  @Test func theRootShowsTheSearchScreenAndOwnsTheCoordinator() async throws {
    let root = assembly.makeRootViewController()
    let navigationController = try navigation(of: root)
    #expect(root.coordinator.navigationController === navigationController)
    #expect(navigationController.delegate === root.coordinator)
    let search = try #require(navigationController.topViewController as? SearchViewController)
    #expect(navigationController.viewControllers.count == 1)
    #expect(search.viewModel.coordinator === root.coordinator)
    search.viewModel.searchTextDidChange("swift")
    await settle(until: [service, clock])
    clock.advance(by: SearchQuery.pauseBeforeSearchAsYouType)
    #expect(
      await service.waitForRequests(count: 1, settling: [clock]).map(\.query.text) == ["swift"])
  }

  @Test func goingBackReleasesTheChildCoordinatorAndTheDetailScreen() throws {
    let root = assembly.makeRootViewController()
    let navigationController = try navigation(of: root)
    weak var child: RepositoryDetailCoordinator?
    weak var detail: RepositoryDetailViewController?
    weak var detailViewModel: RepositoryDetailViewModel?
    do {
      root.coordinator.repositorySelected(repository)
      child = root.coordinator.childCoordinators.first as? RepositoryDetailCoordinator
      let shown = try #require(
        navigationController.topViewController as? RepositoryDetailViewController)
      detail = shown
      detailViewModel = shown.viewModel
    }
    #expect(child != nil)
    // Esc, as the person presses it: a pop the coordinator did not start.
    #expect(navigationController.keyPressed(KeyEvent(.escape)))
    #expect(navigationController.topViewController is SearchViewController)
    ChildRelease.expectReleased(child, by: root.coordinator)
    #expect(detail == nil && detailViewModel == nil, "the child was the screen's only owner")
  }

  @Test func aPopStartedInCodeReleasesTheChildTheSameWay() throws {
    let root = assembly.makeRootViewController()
    let navigationController = try navigation(of: root)
    weak var first: RepositoryDetailCoordinator?
    do {
      root.coordinator.repositorySelected(repository)
      first = root.coordinator.childCoordinators.first as? RepositoryDetailCoordinator
      // As a "close" button's code would: the same way back as Esc.
      #expect(navigationController.popViewController() is RepositoryDetailViewController)
    }
    ChildRelease.expectReleased(first, by: root.coordinator)
    root.coordinator.repositorySelected(.sample(id: 8))
    #expect(root.coordinator.childCoordinators.count == 1, "another detail opens")
  }

  @Test func droppingTheRootReleasesTheCoordinatorsAndEveryScreen() throws {
    var root: RootViewController? = assembly.makeRootViewController()
    weak var weakRoot: RootViewController?
    weak var coordinator: AppCoordinator?
    weak var navigationController: NavigationController?
    weak var search: SearchViewController?
    weak var searchViewModel: SearchViewModel?
    weak var child: (any Coordinator)?
    weak var detail: RepositoryDetailViewController?
    weakRoot = root
    coordinator = root?.coordinator
    navigationController = root?.children.first as? NavigationController
    search = navigationController?.topViewController as? SearchViewController
    searchViewModel = search?.viewModel
    root?.coordinator.repositorySelected(repository)
    child = root?.coordinator.childCoordinators.first
    detail = navigationController?.topViewController as? RepositoryDetailViewController
    #expect(child != nil && detail != nil)
    root = nil
    #expect(weakRoot == nil && coordinator == nil && child == nil)
    #expect(navigationController == nil && search == nil && searchViewModel == nil)
    #expect(detail == nil)
  }

  @Test func viewModelsHoldNoReferenceToAnyView() throws {
    let root = assembly.makeRootViewController()
    root.coordinator.repositorySelected(repository)
    let navigationController = try navigation(of: root)
    let search = try #require(navigationController.viewControllers.first as? SearchViewController)
    let detail = try #require(
      navigationController.topViewController as? RepositoryDetailViewController)
    _ = search.view
    _ = detail.view
    // The coordinator, held weakly, owns the screens: what lies beyond it is not the view
    // model's.
    let reachable = ObjectGraph.objects(reachableFrom: search.viewModel) { $0 is any Coordinator }
    #expect(reachable.contains { $0 is any Coordinator }, "the coordinator is the boundary")
    #expect(!reachable.contains { $0 is ViewController || $0 is View })
    let fromDetail = ObjectGraph.objects(reachableFrom: detail.viewModel)
    #expect(!fromDetail.contains { $0 is any Coordinator }, "the detail knows no coordinator")
    #expect(!fromDetail.contains { $0 is ViewController || $0 is View })
  }

  @Test func eachViewIsItsViewModelsOnlyOwner() throws {
    weak var search: SearchViewController?
    weak var searchViewModel: SearchViewModel?
    weak var detail: RepositoryDetailViewController?
    weak var detailViewModel: RepositoryDetailViewModel?
    do {
      let navigationController = NavigationControllerSpy()
      let coordinator = AppCoordinator(
        navigationController: navigationController, environment: assembly.environment)
      coordinator.start()
      coordinator.repositorySelected(repository)
      search = navigationController.pushedViewControllers.first as? SearchViewController
      detail = navigationController.pushedViewControllers.last as? RepositoryDetailViewController
      _ = search?.view
      _ = detail?.view
      searchViewModel = search?.viewModel
      detailViewModel = detail?.viewModel
      #expect(searchViewModel?.onChange != nil && detailViewModel?.onChange != nil)
    }
    #expect(search == nil && detail == nil, "the closures the views installed capture them weakly")
    #expect(searchViewModel == nil && detailViewModel == nil)
  }

  @Test func entryPointPutsTheRootUnderTheTitle() throws {
    let titleBar = try #require(
      Architecture.mvvmCoordinator.makeRootViewController(assembly.environment)
        as? TitleBarController)
    let root = try #require(titleBar.contentViewController as? RootViewController)
    #expect(try navigation(of: root).topViewController is SearchViewController)
  }
}
