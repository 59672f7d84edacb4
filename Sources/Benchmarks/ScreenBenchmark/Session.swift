import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport

/// One architecture's app on a ``CountingTerminal``, searching the bundled catalog with no
/// latency, on a manual clock so that the S13 pause passes when the benchmark says so.
@MainActor
final class Session {
  let terminal: CountingTerminal
  let clock = ManualClock()
  let application: Application
  private var runLoop: Task<Void, Never>?

  init(_ architecture: Architecture, size: Size, catalog: OfflineCatalog) async {
    terminal = CountingTerminal(size: size)
    let environment = AppEnvironment(
      searchService: catalog, urlOpener: URLOpenerSpy(), clock: clock,
      dataSourceName: "offline catalog")
    let application = Application(
      rootViewController: architecture.makeRootViewController(environment),
      terminal: terminal, clock: clock)
    self.application = application
    runLoop = Task { try? await application.run() }
    await settle(until: [clock])
  }

  /// Sends each character as its own key press through the run loop, as typing does.
  func type(_ text: String) async {
    for character in text {
      terminal.send(.press(.character(character)))
      await settle(until: [clock])
    }
  }

  func press(_ key: Key) async {
    terminal.send(.press(key))
    await settle(until: [clock])
  }

  func advanceClock(by duration: Duration) async {
    clock.advance(by: duration)
    await settle(until: [clock])
  }

  func quit() async {
    application.quit()
    terminal.finish()
    await runLoop?.value
  }
}
