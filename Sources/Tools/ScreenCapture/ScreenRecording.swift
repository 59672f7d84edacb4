import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport

/// One architecture's real app on an in-memory terminal, typing a search as a person would,
/// answered from the bundled catalog: the frames it draws, for the README's pictures.
///
/// Time passes only when the recording says so (a manual clock), so every run draws the same
/// frames.
@MainActor
package enum ScreenRecording {
  /// A frame and how long it stays on screen.
  package struct Frame: Sendable {
    /// What the terminal showed.
    package var canvas: Canvas
    /// How long the next step waited.
    package var duration: Duration
  }

  /// How long the recording waits between two keys: shorter than any typing pause.
  package static let keyInterval = Duration.milliseconds(150)
  /// How long it waits after the last key: longer than any typing pause.
  package static let pause = Duration.seconds(1)

  /// The frames `architecture` draws in a terminal of `size` while `query` is typed and
  /// searched as you type: one per key, the search on its way, then its first page.
  package static func frames(
    of architecture: Architecture, typing query: String, size: Size = Size(width: 80, height: 24)
  ) async throws -> [Frame] {
    let catalog = try OfflineCatalog.bundled()
    let service = ScriptedSearchService()
    let clock = ManualClock()
    let terminal = HeadlessTerminal(size: size)
    let environment = AppEnvironment(
      searchService: service, urlOpener: URLOpenerSpy(), clock: clock,
      dataSourceName: "offline catalog")
    let application = Application(
      rootViewController: architecture.makeRootViewController(environment),
      terminal: terminal, clock: clock)
    let runLoop = Task { try? await application.run() }
    let frames: Result<[Frame], any Error>
    do {
      frames = .success(
        try await type(query, on: terminal, clock: clock, service: service, catalog: catalog))
    } catch {
      frames = .failure(error)
    }
    // Whatever happened, the app quits and its run loop ends.
    application.quit()
    terminal.finish()
    await runLoop.value
    return try frames.get()
  }

  /// Types `query` a key at a time, lets the typing pause pass and answers the search.
  private static func type(
    _ query: String, on terminal: HeadlessTerminal, clock: ManualClock,
    service: ScriptedSearchService, catalog: OfflineCatalog
  ) async throws -> [Frame] {
    var frames: [Frame] = []
    func record(after duration: Duration) async throws {
      await settle(until: [service, clock])
      guard let canvas = terminal.lastFrame else { throw RecordingError("the app drew nothing") }
      frames.append(Frame(canvas: canvas, duration: duration))
    }
    try await record(after: keyInterval)
    for character in query {
      terminal.send(.press(.character(character)))
      try await record(after: keyInterval)
      clock.advance(by: keyInterval)
    }
    clock.advance(by: pause)
    try await record(after: keyInterval * 2)
    do {
      try service.respond(to: query, with: catalog.search(try SearchQuery(query), page: 1))
    } catch {
      throw RecordingError("the app did not search for '\(query)': \(error)")
    }
    try await record(after: .seconds(4))
    return frames
  }
}

/// Why a recording could not be made.
package struct RecordingError: Error, CustomStringConvertible {
  /// What went wrong.
  package let description: String

  init(_ description: String) {
    self.description = description
  }
}
