import MVVMCoordinatorPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVVMCoordinator

/// The coordinators without drawing: what each pushes, which view model reports to which
/// coordinator, and how long each child coordinator lives.
@MainActor
@Suite struct AppCoordinatorTests {
  let service = ScriptedSearchService()
  let urlOpener = URLOpenerSpy()
  let navigationController = NavigationContainerSpy()
  let coordinator: AppCoordinator
  let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")

  init() {
    coordinator = AppCoordinator(
      navigationController: navigationController,
      environment: AppEnvironment(
        searchService: service, urlOpener: urlOpener, clock: ManualClock(),
        dataSourceName: "scripted service"))
  }

  private var pushedDetail: RepositoryDetailViewController? {
    navigationController.pushedViewControllers.last as? RepositoryDetailViewController
  }

  @Test func startShowsASearchScreenThatReportsToIt() async throws {
    coordinator.start()
    #expect(navigationController.pushedViewControllers.count == 1)
    let search = try #require(
      navigationController.pushedViewControllers.first as? SearchViewController)
    #expect(search.viewModel.coordinator === coordinator)
    search.viewModel.searchButtonClicked(query: "swift")
    #expect(await service.waitForRequests(count: 1).map(\.query.text) == ["swift"])
  }

  @Test func aChosenRowStartsAChildThatPushesItsDetail() async throws {
    coordinator.start()
    let search = try #require(
      navigationController.pushedViewControllers.first as? SearchViewController)
    search.viewModel.searchButtonClicked(query: "swift")
    _ = await service.waitForRequests(count: 1)
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 3))
    await settle(until: [service])
    search.viewModel.didSelectRow(at: 1)
    let detail = try #require(pushedDetail)
    #expect(detail.viewModel.repository == Repository.samples(count: 3)[1])
    let child = try #require(coordinator.childCoordinators.first as? RepositoryDetailCoordinator)
    #expect(coordinator.childCoordinators.count == 1)
    #expect(detail.viewModel.coordinator === child)
    #expect(child.parent === coordinator)
    detail.viewModel.openButtonClicked()
    #expect(urlOpener.openedURLs == [Repository.samples(count: 3)[1].htmlURL])
  }

  @Test func oneDetailAtATime() {
    coordinator.repositorySelected(repository)
    coordinator.repositorySelected(.sample(id: 8))
    #expect(navigationController.pushedViewControllers.count == 1)
    #expect(coordinator.childCoordinators.count == 1)
  }

  @Test func theDetailClosingReleasesTheChild() throws {
    weak var child: RepositoryDetailCoordinator?
    do {
      coordinator.repositorySelected(repository)
      child = try #require(coordinator.childCoordinators.first as? RepositoryDetailCoordinator)
      try #require(pushedDetail).viewModel.detailClosed()
    }
    #expect(coordinator.childCoordinators.isEmpty)
    #expect(child == nil, "the parent was the child's only owner")
    coordinator.repositorySelected(.sample(id: 8))
    #expect(coordinator.childCoordinators.count == 1, "another detail can open")
  }

  @Test func theViewModelsDoNotKeepTheirCoordinatorsAlive() throws {
    var coordinator: AppCoordinator? = AppCoordinator(
      navigationController: navigationController,
      environment: AppEnvironment(
        searchService: service, urlOpener: urlOpener, clock: ManualClock(),
        dataSourceName: "scripted service"))
    coordinator?.start()
    coordinator?.repositorySelected(repository)
    weak var released: AppCoordinator?
    weak var child: (any Coordinator)?
    released = coordinator
    child = coordinator?.childCoordinators.first
    coordinator = nil
    #expect(released == nil && child == nil, "the screens hold their coordinators weakly")
    let search = try #require(
      navigationController.pushedViewControllers.first as? SearchViewController)
    #expect(search.viewModel.coordinator == nil)
    #expect(try #require(pushedDetail).viewModel.coordinator == nil)
  }
}
