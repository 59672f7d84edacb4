import Foundation
import Registry
import RepositorySearch
import SharedUI
import TestSupport

@testable import TerminalUI

/// Every registered architecture: each hostile scenario runs against all of them.
let allArchitectures: [Architecture] = Registry.architectures

/// Runs one architecture's app on a headless terminal with test doubles, for scenarios that
/// check behaviour every architecture gets from the shared code.
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

  /// Presses `key` `times` times.
  func press(_ key: Key, times: Int = 1) async {
    for _ in 0..<times { application.handle(.press(key)) }
    await settle()
  }

  /// Pastes `text` into the focused view and presses Enter.
  func search(_ text: String) async {
    application.handle(.paste(text))
    application.handle(.press(.enter))
    await settle()
  }

  /// Answers the pending search for `query`, `page`, with `page`.
  func answer(_ query: String, page: Int = 1, with result: SearchPage) async throws {
    try service.respond(to: query, page: page, with: result)
    await settle()
  }

  /// Fails the pending search for `query`, `page`, with `error`.
  func fail(_ query: String, page: Int = 1, with error: SearchError) async throws {
    try service.fail(query, page: page, with: error)
    await settle()
  }

  /// The screen as plain text.
  var lines: [String] {
    application.render()
    return terminal.lines
  }
}

/// Lays out `view` at `size` on its own and draws it, outside any window.
@MainActor
func snapshot(_ view: View, size: Size) -> Canvas {
  view.frame = Rect(origin: .zero, size: size)
  view.layoutIfNeeded()
  let frame = FrameBuffer(size: size)
  view.drawHierarchy(
    in: DrawingContext(frame: frame, origin: .zero, size: size, clip: frame.canvas.bounds))
  return frame.canvas
}
