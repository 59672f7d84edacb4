import Foundation
import Registry
import RepositorySearch
import SharedUI
import TestSupport

@testable import TerminalUI

/// Every registered architecture: the fuzz test runs against all of them.
let allArchitectures: [Architecture] = Registry.architectures

/// Runs one architecture's app on a headless terminal with test doubles, for the fuzz test to
/// feed random input and hostile answers to. (The screen rules' scenarios, hostile ones
/// included, are the conformance suite's, driven by its `ScreenDriver`.)
@MainActor
final class AppDriver {
  /// The search service; the scenario answers its requests.
  let service = ScriptedSearchService()
  /// Records the addresses the app asked to open.
  let urlOpener = URLOpenerSpy()
  /// The only clock the app sees.
  let clock = ManualClock()
  /// The in-memory terminal.
  let terminal: HeadlessTerminal
  /// The app.
  let application: Application

  /// Launches `architecture` in a terminal of `size`.
  init(_ architecture: Architecture, size: Size = Size(width: 80, height: 24)) {
    terminal = HeadlessTerminal(size: size)
    let environment = AppEnvironment(
      searchService: service, urlOpener: urlOpener, clock: clock, dataSourceName: "hostile")
    application = Application(
      rootViewController: architecture.makeRootViewController(environment), terminal: terminal,
      clock: clock)
    application.render()
  }

  /// The screen as plain text.
  var lines: [String] {
    application.render()
    return terminal.lines
  }
}
