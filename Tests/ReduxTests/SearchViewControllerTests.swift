import ReduxPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import Redux

/// The view renders the store's state: what the views show, run in an application on a
/// headless terminal, the acknowledgements it sends back, and the detail screen as child state.
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

  /// Lets the store's changes reach the view, then draws, as the run loop would.
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

  private func openRow(_ row: Int) async {
    application.handle(.press(.home))
    if row > 0 { for _ in 1...row { application.handle(.press(.down)) } }
    application.handle(.press(.enter))
    await settled()
  }

  @Test func rendersTheSpinnerThenTheRowsAndKeepsTheFocusWhereThePersonMovedIt() async throws {
    await search("swift")
    #expect(screenShows("Searching “swift”…"))
    #expect(controller.store.searchText == "swift", "the view reported the edits")
    try await answer("swift", with: .sample(page: 1, of: 45))
    #expect(!screenShows("Searching"))
    #expect(searchView?.tableView.numberOfRows == 30)
    #expect(searchView?.tableView.selectedRow == 0)
    #expect(application.firstResponder === searchView?.tableView)
    #expect(controller.store.focus == .row(0))
    application.handle(.press(.down))
    await settled()
    #expect(controller.store.focus == .row(1), "the view reported the person's move")
    controller.setNeedsUpdateProperties()
    await settled()
    #expect(searchView?.tableView.selectedRow == 1, "rendering again moves nothing")
    application.handle(.press(.home))
    application.handle(.press(.up))
    await settled()
    #expect(controller.store.focus == .searchBar)
    #expect(application.firstResponder === searchView?.searchBar)
  }

  @Test func enterOnARowSetsTheDetailStateAndBackClearsIt() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 3))
    await openRow(1)
    let navigationController = controller.navigationController
    weak var detail: RepositoryDetailViewController?
    detail = navigationController?.topViewController as? RepositoryDetailViewController
    #expect(detail != nil)
    #expect(controller.store.detail?.repository.name == "sample-2")
    #expect(detail?.store.repository.name == "sample-2", "a store of the detail state alone")
    controller.setNeedsUpdateProperties()
    await settled()
    #expect(navigationController?.viewControllers.count == 2, "pushed once")
    application.handle(.press(.escape))
    await settled()
    #expect(controller.store.detail == nil, "the view sent detailClosed")
    #expect(navigationController?.topViewController === controller)
    #expect(detail == nil, "the detail screen is released with its state")
  }

  @Test func aPageThatFailsBehindTheDetailShowsItsAlertOnlyAfterBack() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 45))
    application.handle(.press(.end))
    await settled()
    await openRow(29)
    try service.fail("swift", page: 2, with: .offline)
    await settled()
    #expect(controller.store.alert == .searchFailed(.offline))
    #expect(!screenShows("Search failed"), "nothing draws over the detail screen (D4)")
    application.handle(.press(.escape))
    await settled()
    #expect(screenShows("Search failed"))
    #expect(searchView?.tableView.numberOfRows == 30, "the rows already loaded stay")
  }
}
