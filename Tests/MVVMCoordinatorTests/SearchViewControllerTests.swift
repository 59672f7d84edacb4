import MVVMCoordinatorPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVVMCoordinator

/// The bindings in `updateProperties()`: what the views show for the view model's state, run
/// in an application on a headless terminal.
@MainActor
@Suite struct SearchViewControllerTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
  let coordinator: AppCoordinator
  let controller: SearchViewController
  let application: Application

  init() throws {
    let navigationController = NavigationController()
    coordinator = AppCoordinator(
      navigationController: navigationController,
      environment: AppEnvironment(
        searchService: service, urlOpener: URLOpenerSpy(), clock: clock,
        dataSourceName: "scripted service"))
    coordinator.start()
    controller = try #require(navigationController.topViewController as? SearchViewController)
    application = Application(
      rootViewController: navigationController, terminal: terminal, clock: clock)
    application.render()
  }

  private var searchView: SearchView? { controller.view as? SearchView }

  /// Lets the bindings run, then draws, as the run loop would.
  private func settled() async {
    await settle(until: [service, clock])
    application.render()
  }

  private func screenShows(_ text: String) -> Bool {
    terminal.lines.contains { $0.contains(text) }
  }

  private func search(_ text: String) async {
    _ = searchView?.searchBar.becomeFirstResponder()
    application.handle(.press(.control("u")))
    application.handle(.paste(text))
    application.handle(.press(.enter))
    await settled()
  }

  private func answer(_ query: String, page: Int = 1, with result: SearchPage) async throws {
    try service.respond(to: query, page: page, with: result)
    await settled()
  }

  @Test func bindsTheSpinnerThenTheRowsAndFocusesTheFirstRow() async throws {
    await search("swift")
    #expect(screenShows("Searching “swift”…"))
    try await answer("swift", with: .sample(page: 1, of: 45))
    #expect(!screenShows("Searching"))
    #expect(searchView?.tableView.numberOfRows == 30)
    #expect(searchView?.tableView.selectedRow == 0)
    #expect(application.firstResponder === searchView?.tableView)
    #expect(controller.viewModel.focus == .row(0))
    application.handle(.press(.down))
    controller.setNeedsUpdateProperties()
    await settled()
    #expect(searchView?.tableView.selectedRow == 1, "updating again does not move the focus back")
  }

  @Test func theFocusIsWhereThePersonMovedIt() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 45))
    application.handle(.press(.down))
    application.handle(.press(.down))
    await settled()
    #expect(controller.viewModel.focus == .row(2), "the view reported each move")
    application.handle(.press(.home))
    application.handle(.press(.up))
    await settled()
    #expect(controller.viewModel.focus == .searchBar)
    #expect(application.firstResponder === searchView?.searchBar)
    application.handle(.press(.down))
    await settled()
    #expect(controller.viewModel.focus == .row(0))
    #expect(searchView?.tableView.selectedRow == 0)
  }

  @Test func aNewSearchWithAsManyRowsShowsTheNewRows() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 30))
    await search("rust")
    let rust = Repository.samples(count: 30, owner: "rustacean")
    try await answer("rust", with: .sample(page: 1, of: 30, from: rust))
    #expect(screenShows("rustacean/sample-1"))
    #expect(!screenShows("octocat/"))
  }

  @Test func presentsAnAlertOnceAndNotAgainOnTheNextUpdate() async throws {
    await search("qwxyz")
    try await answer("qwxyz", with: SearchPage(items: [], totalCount: 0, page: 1))
    let alert = try #require(controller.presentedViewController as? AlertController)
    #expect(controller.viewModel.alert != nil, "the alert stays while it is shown")
    controller.setNeedsUpdateProperties()
    await settled()
    #expect(controller.presentedViewController === alert, "updating again presents nothing more")
    application.handle(.press(.escape))
    await settled()
    #expect(controller.presentedViewController == nil)
    #expect(controller.viewModel.alert == nil, "dismissing it told the view model")
  }

  @Test func aFailedPageIsNotAskedForAgainWhenTheStateChanges() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 45))
    application.handle(.press(.end))
    await settled()
    #expect(service.pendingRequests.map(\.page) == [2])
    try service.fail("swift", page: 2, with: .offline)
    await settled()
    application.handle(.press(.enter))
    await settled()
    #expect(controller.presentedViewController == nil)
    #expect(service.requests.map(\.page) == [1, 2], "the rows on screen did not ask again")
    #expect(searchView?.tableView.numberOfRows == 30)
  }

  @Test func enterOnARowOpensItsDetailThroughTheCoordinator() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 3))
    application.handle(.press(.down))
    application.handle(.press(.enter))
    await settled()
    let navigationController = try #require(controller.navigationController)
    let detail = navigationController.topViewController
    #expect(
      (detail as? RepositoryDetailViewController)?.viewModel.content.fullName == "octocat/sample-2")
    #expect(coordinator.childCoordinators.count == 1, "open while it is shown")
    weak var child: RepositoryDetailCoordinator?
    child = coordinator.childCoordinators.first as? RepositoryDetailCoordinator
    controller.setNeedsUpdateProperties()
    await settled()
    #expect(navigationController.viewControllers.count == 2, "updating again pushes nothing more")
    application.handle(.press(.escape))
    await settled()
    #expect(navigationController.topViewController === controller)
    ChildRelease.expectReleased(child, by: coordinator)
  }

  @Test func leavingTheSearchBarCancelsTheSearchBeingTyped() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 3))
    application.handle(.press(.up))
    application.handle(.press(.backspace))
    application.handle(.press(.down))
    clock.advance(by: .seconds(1))
    await settled()
    #expect(service.requests.map(\.query.text) == ["swift"], "nothing searched under the cursor")
  }
}
