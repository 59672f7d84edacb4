import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import VIPER

/// D4 through the real root and router: work of the search module that ends while the detail
/// screen is shown never draws over it, and a failed page's alert waits for the way back.
@MainActor
@Suite struct DetailScreenOnTopTests {
  let service = ScriptedSearchService()
  let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
  let root: RootViewController
  let application: Application

  init() {
    root = Assembly(
      environment: AppEnvironment(
        searchService: service, urlOpener: URLOpenerSpy(), clock: ManualClock(),
        dataSourceName: "scripted service")
    ).makeRootViewController()
    application = Application(rootViewController: root, terminal: terminal)
  }

  private var screen: String {
    application.render()
    return terminal.lines.joined(separator: "\n")
  }

  /// Searches, answers page 1 of 45, asks for page 2 and opens the first row while it loads.
  private func openTheDetailWhileAPageLoads() async throws -> SearchViewController {
    let search = try #require(root.currentViewController as? SearchViewController)
    search.presenter.searchButtonClicked(query: "swift")
    _ = await service.waitForRequests(count: 1)
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service])
    search.presenter.willDisplayRow(at: 29)
    _ = await service.waitForRequests(count: 2)
    search.presenter.didSelectRow(at: 0)
    #expect(root.currentViewController is RepositoryDetailViewController)
    return search
  }

  @Test func aFailedPageShowsItsAlertOnlyAfterGoingBack() async throws {
    _ = try await openTheDetailWhileAPageLoads()
    try service.fail("swift", page: 2, with: .offline)
    await settle(until: [service])
    #expect(!screen.contains("Search failed"), "nothing draws over the detail screen")
    root.router.closeRepositoryDetail()
    #expect(screen.contains("Search failed"))
    #expect(screen.contains("30 of 45"), "the rows already loaded stay")
  }

  @Test func aPageThatArrivesIsAppendedQuietly() async throws {
    let search = try await openTheDetailWhileAPageLoads()
    let detail = screen
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service])
    #expect(screen == detail)
    #expect(search.presenter.numberOfRepositories == 45)
    root.router.closeRepositoryDetail()
    #expect(screen.contains("45 of 45"))
  }
}
