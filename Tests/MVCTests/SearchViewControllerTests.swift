import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import MVC

/// In MVC the search logic lives in the view controller, so the only way to test it is to run
/// the controller in an application on a headless terminal, press keys, and read the views.
@MainActor
@Suite struct SearchViewControllerTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let navigationController: NavigationController
  let controller: SearchViewController
  let searchView: SearchView
  let application: Application

  init() throws {
    controller = SearchViewController(service: service, urlOpener: URLOpenerSpy(), clock: clock)
    navigationController = NavigationController(rootViewController: controller)
    application = Application(
      rootViewController: navigationController,
      terminal: HeadlessTerminal(size: Size(width: 80, height: 24)), clock: clock)
    searchView = try #require(controller.view as? SearchView)
    application.render()
  }

  private var alertMessage: String? {
    (controller.presentedViewController as? AlertController)?.message
  }

  /// Lets the main-actor jobs run until the service and the clock have nothing on its way,
  /// then draws, as the run loop would after an answer.
  private func settle() async {
    await TestSupport.settle(until: [service, clock])
    application.render()
  }

  private func press(_ key: Key) async {
    application.handle(.press(key))
    await settle()
  }

  private func search(_ text: String) async {
    application.handle(.press(.control("u")))
    application.handle(.paste(text))
    await press(.enter)
  }

  @Test func showsValidationAlertForEmptyQuery() async {
    await search("   ")
    #expect(alertMessage == SearchAlert.invalidQuery(.empty).message)
    #expect(service.requests.isEmpty)
  }

  @Test func showsValidationAlertForTooLongQuery() async {
    await search(String(repeating: "検", count: 257))
    #expect(alertMessage == SearchAlert.invalidQuery(.tooLong(length: 257)).message)
    #expect(service.requests.isEmpty)
  }

  @Test func showsLoadingThenSelectsTheFirstResult() async throws {
    await search(" swift ")
    #expect(searchView.activityIndicator.isAnimating)
    #expect(service.pendingRequests.map(\.query.text) == ["swift"])
    try service.respond(to: "swift", with: .sample(page: 1, of: 45))
    await settle()
    #expect(!searchView.activityIndicator.isAnimating)
    #expect(searchView.tableView.numberOfRows == 30)
    #expect(searchView.tableView.selectedRow == 0)
    #expect(application.firstResponder === searchView.tableView)
    #expect(searchView.summaryLabel.text == "30 of 45")
    #expect(alertMessage == nil)
  }

  @Test func showsNoResultsAlertForAnEmptyPage() async throws {
    await search("qwxyz")
    try service.respond(to: "qwxyz", with: SearchPage(items: [], totalCount: 0, page: 1))
    await settle()
    #expect(alertMessage == SearchAlert.noResults(for: try SearchQuery("qwxyz")).message)
    #expect(searchView.tableView.numberOfRows == 0)
    #expect(!searchView.activityIndicator.isAnimating)
  }

  @Test(arguments: [SearchError.offline, .rateLimited(secondsUntilReset: 42)])
  func showsAFailureAsAnAlert(_ error: SearchError) async throws {
    await search("swift")
    try service.fail("swift", with: error)
    await settle()
    #expect(alertMessage == SearchAlert.searchFailed(error).message)
    #expect(!searchView.activityIndicator.isAnimating)
    await press(.enter)
    #expect(alertMessage == nil, "Enter dismisses the alert and the screen goes on")
  }

  @Test func ignoresAnOlderSearchThatAnswersLate() async throws {
    await search("kotlin")
    await search("swift")
    #expect(service.cancelledRequests.map(\.query.text) == ["kotlin"])
    try service.respond(to: "swift", with: .sample(page: 1, of: 2))
    await settle()
    try service.respond(to: "kotlin", with: .sample(page: 1, of: 7))
    await settle()
    #expect(searchView.tableView.numberOfRows == 2)
    #expect(searchView.summaryLabel.text == "2 of 2")
  }

  @Test func loadsTheNextPageWhenTheLastRowAppears() async throws {
    await search("swift")
    try service.respond(to: "swift", with: .sample(page: 1, of: 45))
    await settle()
    await press(.end)
    await press(.home)
    await press(.end)
    #expect(service.pendingRequests.map(\.page) == [2], "one request, however often it is asked")
    #expect(searchView.tableView.footerText != nil)
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle()
    #expect(searchView.tableView.numberOfRows == 45)
    #expect(searchView.tableView.footerText == nil)
    #expect(searchView.summaryLabel.text == "45 of 45")
    await press(.end)
    #expect(service.requests.map(\.page) == [1, 2], "45 of 45 has no next page")
  }

  @Test func keepsTheRowsWhenAPageFails() async throws {
    await search("swift")
    try service.respond(to: "swift", with: .sample(page: 1, of: 45))
    await settle()
    await press(.end)
    try service.fail("swift", page: 2, with: .serverError(statusCode: 502))
    await settle()
    #expect(alertMessage == SearchAlert.searchFailed(.serverError(statusCode: 502)).message)
    #expect(searchView.tableView.numberOfRows == 30)
    #expect(searchView.tableView.selectedRow == 29)
    #expect(searchView.tableView.footerText == nil)
  }

  @Test func selectingARowPushesItsDetail() async throws {
    await search("swift")
    try service.respond(to: "swift", with: .sample(page: 1, of: 3))
    await settle()
    await press(.down)
    await press(.enter)
    let detail = navigationController.topViewController
    #expect(detail is RepositoryDetailViewController)
    #expect(detail?.view is RepositoryDetailView)
    #expect(navigationController.viewControllers.count == 2)
  }

  @Test func aSearchInFlightDoesNotKeepItsControllerAlive() async throws {
    weak var releasedController: SearchViewController?
    do {
      let controller = SearchViewController(
        service: service, urlOpener: URLOpenerSpy(), clock: clock)
      let searchBar = try #require(controller.view as? SearchView).searchBar
      searchBar.text = "swift"
      controller.searchBarSearchButtonClicked(searchBar)
      releasedController = controller
    }
    await settle()
    #expect(service.pendingRequests.map(\.query.text) == ["swift"])
    #expect(releasedController == nil)
  }

  @Test func leavingTheSearchBarCancelsThePendingSearch() async throws {
    await search("swift")
    try service.respond(to: "swift", with: .sample(page: 1, of: 3))
    await settle()
    await press(.up)
    application.handle(.paste("ui"))
    await settle()
    #expect(searchView.searchBar.text == "swiftui")
    await press(.down)
    #expect(application.firstResponder === searchView.tableView)
    clock.advance(by: .seconds(1))
    await settle()
    #expect(service.requests.map(\.query.text) == ["swift"], "the pause belongs to the search bar")
  }

  @Test func aPendingPauseDoesNotKeepItsControllerAlive() async throws {
    weak var releasedController: SearchViewController?
    weak var releasedView: SearchView?
    do {
      let controller = SearchViewController(
        service: service, urlOpener: URLOpenerSpy(), clock: clock)
      let searchView = try #require(controller.view as? SearchView)
      controller.searchBar(searchView.searchBar, textDidChange: "swift")
      await TestSupport.settle(until: [service, clock])
      clock.advance(by: .milliseconds(499))
      await TestSupport.settle(until: [service, clock])
      releasedController = controller
      releasedView = searchView
    }
    #expect(releasedController == nil, "the waiting task holds its controller weakly")
    #expect(releasedView == nil)
    clock.advance(by: .milliseconds(1))
    await TestSupport.settle(until: [service, clock])
    #expect(service.requests.isEmpty)
  }

  // Paging needs no frames: the table's delegate method can be called directly. What MVC
  // cannot do is swap its output for a spy — the only way to see "loading more" is to read the
  // real table's footer.
  @Test func asksForTheNextPageWhenTheTableShowsTheLastRow() async throws {
    let controller = SearchViewController(service: service, urlOpener: URLOpenerSpy(), clock: clock)
    let searchView = try #require(controller.view as? SearchView)
    searchView.searchBar.text = "swift"
    controller.searchBarSearchButtonClicked(searchView.searchBar)
    await TestSupport.settle(until: [service, clock])
    try service.respond(to: "swift", with: .sample(page: 1, of: 45))
    await TestSupport.settle(until: [service, clock])
    controller.tableView(searchView.tableView, willDisplayRowAt: 28)
    #expect(service.pendingRequests.isEmpty, "only the last loaded row asks for more")
    controller.tableView(searchView.tableView, willDisplayRowAt: 29)
    await TestSupport.settle(until: [service, clock])
    #expect(service.pendingRequests.map(\.page) == [2])
    #expect(searchView.tableView.footerText == SearchView.loadingMoreText)
  }
}
