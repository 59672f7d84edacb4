import BenchmarkSupport
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport

/// One architecture's app on a ``CountingTerminal``, driven through the real run loop, whose
/// searches the benchmark answers from the bundled catalog when it chooses.
@MainActor
final class Session {
  let terminal: CountingTerminal
  let application: Application
  private let clock = ManualClock()
  private let service = ScriptedSearchService()
  private let catalog: OfflineCatalog
  private var runLoop: Task<Void, Never>?

  init(_ architecture: Architecture, size: Size, catalog: OfflineCatalog) async {
    self.catalog = catalog
    terminal = CountingTerminal(size: size)
    let environment = AppEnvironment(
      searchService: service, urlOpener: URLOpenerSpy(), clock: clock,
      dataSourceName: "offline catalog")
    let application = Application(
      rootViewController: architecture.makeRootViewController(environment),
      terminal: terminal, clock: clock)
    self.application = application
    runLoop = Task { try? await application.run() }
    await settle(until: [service, clock])
  }

  /// Sends each character as its own key press through the run loop, as typing does.
  func type(_ text: String) async {
    for character in text {
      terminal.send(.press(.character(character)))
      await settle(until: [service, clock])
    }
  }

  func press(_ key: Key) async {
    terminal.send(.press(key))
    await settle(until: [service, clock])
  }

  /// Types `query`, presses Enter and answers the search with the catalog's first page, so
  /// that the screen shows its results before anything is measured.
  func search(_ query: String) async throws {
    await type(query)
    await press(.enter)
    let page = catalog.search(try SearchQuery(query), page: 1)
    try service.respond(to: query, with: page)
    await settle(until: [service, clock])
  }

  func quit() async {
    application.quit()
    terminal.finish()
    await runLoop?.value
  }
}
