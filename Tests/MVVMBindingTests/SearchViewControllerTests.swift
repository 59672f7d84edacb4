import MVVMBindingPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVVMBinding

/// The bindings in `updateProperties()`: what the views show for the view model's state, run
/// in an application on a headless terminal.
@MainActor
@Suite struct SearchViewControllerTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
  let controller: SearchViewController
  let application: Application

  init() {
    let assembly = Assembly(
      environment: AppEnvironment(
        searchService: service, urlOpener: URLOpenerSpy(), clock: clock,
        dataSourceName: "scripted service"))
    controller = assembly.makeSearchScreen()
    application = Application(
      rootViewController: NavigationController(rootViewController: controller),
      terminal: terminal, clock: clock)
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
    #expect(!controller.viewModel.shouldFocusFirstRow, "the view acknowledged the focus")
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
    #expect(controller.presentedViewController is AlertController)
    #expect(controller.viewModel.alert == nil, "the view acknowledged the alert")
    application.handle(.press(.enter))
    await search("swift")
    #expect(controller.presentedViewController == nil)
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

  @Test func enterOnARowOpensItsDetail() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 3))
    application.handle(.press(.down))
    application.handle(.press(.enter))
    await settled()
    let detail = controller.navigationController?.topViewController
    #expect((detail as? RepositoryDetailViewController)?.viewModel.repository.name == "sample-2")
    #expect(controller.viewModel.repositoryToShow == nil)
  }
}
