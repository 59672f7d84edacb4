import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport

/// One architecture's app, launched on a headless terminal with a manual clock, while a person
/// types a query into it key by key through the real run loop.
@MainActor
struct TypingRun {
  /// How the keys arrive.
  enum Pace: CustomStringConvertible {
    /// Every key at once, as a terminal sends a fast typist's or a pasted burst.
    case burst
    /// One key every so many milliseconds of the clock.
    case steady(milliseconds: Int)

    var description: String {
      switch self {
      case .burst: "burst"
      case .steady(let milliseconds): "1 key / \(milliseconds) ms"
      }
    }
  }

  /// What one run cost.
  struct Outcome {
    /// Frames presented from the first key until the results were on screen.
    var frames: Int
    /// Wall time of the run, from the first key to the results.
    var duration: Duration
    /// The searches the app asked for.
    var searches: Int
    /// True when the rows for the query were on screen at the end.
    var showsResults: Bool
  }

  let architecture: Architecture
  let catalog: OfflineCatalog

  /// Types `query` at `pace`, then waits the search-as-you-type pause.
  func type(_ query: String, pace: Pace) async -> Outcome {
    let clock = ManualClock()
    let counter = CountingService(wrapped: ImmediateCatalog(catalog: catalog))
    let environment = AppEnvironment(
      searchService: counter, urlOpener: URLOpenerSpy(), clock: clock,
      dataSourceName: "offline catalog")
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    let application = Application(
      rootViewController: architecture.makeRootViewController(environment), terminal: terminal,
      clock: clock)
    let loop = Task { try? await application.run() }
    await settle(until: [clock])
    let framesBefore = terminal.presentCount
    let start = ContinuousClock.now
    switch pace {
    case .burst:
      for character in query { terminal.send(.press(.character(character))) }
      await settle(until: [clock])
    case .steady(let milliseconds):
      for character in query {
        terminal.send(.press(.character(character)))
        await settle(until: [clock])
        clock.advance(by: .milliseconds(milliseconds))
        await settle(until: [clock])
      }
    }
    clock.advance(by: SearchQuery.pauseBeforeSearchAsYouType)
    await settle(until: [clock])
    let duration = ContinuousClock.now - start
    let outcome = Outcome(
      frames: terminal.presentCount - framesBefore, duration: duration,
      searches: counter.count,
      showsResults: terminal.lines.contains { $0.contains(" of ") })
    terminal.finish()
    await loop.value
    return outcome
  }
}

/// Counts the searches an app asks for.
@MainActor
final class CountingService: RepositorySearchService {
  private let wrapped: any RepositorySearchService
  private(set) var count = 0

  init(wrapped: any RepositorySearchService) {
    self.wrapped = wrapped
  }

  func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    count += 1
    return try await wrapped.searchRepositories(matching: query, page: page)
  }
}
