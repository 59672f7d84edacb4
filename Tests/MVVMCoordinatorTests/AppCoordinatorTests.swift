import MVVMCoordinatorPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVVMCoordinator

/// The coordinators without drawing: what each builds and pushes from the repository chosen,
/// which view model reports to which coordinator, and how long each child coordinator lives —
/// until the navigation controller, whose delegate the app coordinator is, shows a stack without
/// the child's screen.
@MainActor
@Suite struct AppCoordinatorTests {
  let service = ScriptedSearchService()
  let urlOpener = URLOpenerSpy()
  let navigationController = NavigationControllerSpy()
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

  /// Starts the app's flow and opens the detail of ``repository``: the search screen under the
  /// detail screen, and one child.
  private func openDetail() throws -> RepositoryDetailCoordinator {
    coordinator.start()
    coordinator.repositorySelected(repository)
    #expect(navigationController.viewControllers.count == 2)
    return try #require(coordinator.childCoordinators.first as? RepositoryDetailCoordinator)
  }

  @Test func startBecomesTheDelegateAndShowsASearchScreenThatReportsToIt() async throws {
    coordinator.start()
    #expect(navigationController.delegate === coordinator)
    #expect(navigationController.pushedViewControllers.count == 1)
    let search = try #require(
      navigationController.pushedViewControllers.first as? SearchViewController)
    #expect(search.viewModel.coordinator === coordinator)
    search.viewModel.searchButtonClicked(query: "swift")
    #expect(await service.waitForRequests(count: 1).map(\.query.text) == ["swift"])
  }

  @Test func aChosenRowStartsAChildThatBuildsItsDetailAndPushesIt() async throws {
    coordinator.start()
    let search = try #require(
      navigationController.pushedViewControllers.first as? SearchViewController)
    search.viewModel.searchButtonClicked(query: "swift")
    _ = await service.waitForRequests(count: 1)
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 3))
    await settle(until: [service])
    search.viewModel.didSelectRow(at: 1)
    let detail = try #require(pushedDetail)
    #expect(detail.viewModel.content == RepositoryDetailContent(Repository.samples(count: 3)[1]))
    let child = try #require(coordinator.childCoordinators.first as? RepositoryDetailCoordinator)
    #expect(coordinator.childCoordinators.count == 1)
    #expect(child.viewController === detail)
    detail.viewModel.openButtonClicked()
    #expect(urlOpener.openedURLs == [Repository.samples(count: 3)[1].htmlURL])
  }

  @Test func oneDetailAtATime() {
    coordinator.start()
    coordinator.repositorySelected(repository)
    coordinator.repositorySelected(.sample(id: 8))
    #expect(navigationController.pushedViewControllers.count == 2, "the search, one detail")
    #expect(coordinator.childCoordinators.count == 1)
  }

  @Test func aPopInCodeReleasesTheChildWhoseScreenLeftTheStack() throws {
    weak var child: RepositoryDetailCoordinator?
    do {
      child = try openDetail()
      #expect(navigationController.popViewController() === pushedDetail)
    }
    ChildRelease.expectReleased(child, by: coordinator)
    coordinator.repositorySelected(.sample(id: 8))
    #expect(coordinator.childCoordinators.count == 1, "another detail can open")
  }

  @Test func theBackKeyReleasesTheChildTheSameWay() throws {
    weak var child: RepositoryDetailCoordinator?
    do { child = try openDetail() }
    #expect(navigationController.keyPressed(KeyEvent(.escape)))
    #expect(navigationController.poppedViewControllers.count == 1)
    ChildRelease.expectReleased(child, by: coordinator)
  }

  @Test func childDidFinishLetsGoOfThatChildAlone() throws {
    let child = try openDetail()
    let other = RepositoryDetailCoordinator(
      repository: .sample(id: 8), urlOpener: urlOpener, navigationController: navigationController)
    coordinator.childDidFinish(other)
    let keptItsOwn =
      coordinator.childCoordinators.count == 1
      && coordinator.childCoordinators.first === child
    #expect(keptItsOwn, "childDidFinish(_:) let go of a child it was not told had finished")
    coordinator.childDidFinish(child)
    let letGo = !coordinator.childCoordinators.contains { $0 === child }
    #expect(letGo, "childDidFinish(_:) kept the child it was told had finished")
  }

  @Test func aChildStaysWhileItsScreenIsStillOnTheStack() throws {
    let child = try openDetail()
    let detailScreen = try #require(child.viewController)
    // A screen pushed above the detail, then popped: the detail never left the stack.
    let above = ViewController()
    navigationController.pushViewController(above)
    #expect(coordinator.childCoordinators.count == 1, "didShow(above): the detail is below")
    navigationController.popViewController()
    #expect(coordinator.childCoordinators.count == 1, "didShow(detail): it is on top again")
    coordinator.navigationController(navigationController, didShow: detailScreen, animated: false)
    #expect(coordinator.childCoordinators.first === child, "a repeated call changes nothing")
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
    #expect(navigationController.delegate == nil, "and so does the navigation controller")
  }
}
