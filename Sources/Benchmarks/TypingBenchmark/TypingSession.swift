import BenchmarkSupport
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport

/// One architecture's app on a ``CountingTerminal`` with a manual clock, driven through the
/// real run loop, and what it costs to draw what a person types.
///
/// It waits for what a person would see — the keys in the search bar, the pause registered,
/// the searches answered, then no new frame for a while — however many jobs and thread hops
/// the app needs to get there, and counts only the time up to the last frame.
@MainActor
final class TypingSession {
  private let clock = ManualClock()
  private let counter: CountingService
  private let terminal = CountingTerminal(size: Size(width: 80, height: 24))
  private let application: Application
  private var loop: Task<Void, Never>?
  private var framesAtLaunch = 0
  private var bytesAtLaunch = 0
  private var activeTime = Duration.zero
  // What S13 says the app must be doing, to know what to wait for.
  private var typed = ""
  private var pausedQuery: String?
  private var pauseElapsed = Duration.zero
  private var searchedQuery: String?
  private var expectedSearches = 0

  init(architecture: Architecture, catalog: OfflineCatalog) {
    counter = CountingService(wrapped: ImmediateCatalog(catalog: catalog))
    let environment = AppEnvironment(
      searchService: counter, urlOpener: URLOpenerSpy(), clock: clock,
      dataSourceName: "offline catalog")
    application = Application(
      rootViewController: architecture.makeRootViewController(environment), terminal: terminal,
      clock: clock)
  }

  /// Starts the run loop and waits for the first frame.
  func launch() async {
    loop = Task { [application] in try? await application.run() }
    _ = await waitUntilDrawn { terminal.presentCount > 0 }
    framesAtLaunch = terminal.presentCount
    bytesAtLaunch = terminal.bytesWritten
  }

  /// Sends one key, as the terminal would.
  func press(_ character: Character) {
    typed.append(character)
    terminal.send(.press(.character(character)))
    let query = typed.trimmingSpaces
    let waits = query.count >= SearchQuery.minimumLengthAsYouType && query != searchedQuery
    pausedQuery = waits ? query : nil
    pauseElapsed = .zero
  }

  /// Waits until the keys sent are in the search bar, the pause is waiting on the clock, and
  /// the frame shows them.
  func waitForTheKeys() async {
    let sleepers = pausedQuery == nil ? 0 : 1
    activeTime += await waitUntilDrawn {
      (application.firstResponder as? SearchBar)?.text == typed && clock.sleeperCount == sleepers
    }
  }

  /// Lets time pass, and waits for the search it starts, if any, to be drawn.
  func advanceClock(by duration: Duration) async {
    clock.advance(by: duration)
    pauseElapsed += duration
    if let pausedQuery, pauseElapsed >= SearchQuery.pauseBeforeSearchAsYouType {
      searchedQuery = pausedQuery
      self.pausedQuery = nil
      expectedSearches += 1
    }
    activeTime += await waitUntilDrawn { counter.completed == expectedSearches }
  }

  /// Quits and reports the run.
  func finish() async -> TypingRun.Outcome {
    let outcome = TypingRun.Outcome(
      frames: terminal.presentCount - framesAtLaunch,
      bytes: terminal.bytesWritten - bytesAtLaunch, duration: activeTime,
      searches: counter.completed, showsResults: terminal.lines.contains { $0.contains(" of ") })
    terminal.finish()
    await loop?.value
    return outcome
  }

  /// Waits until `condition` holds and then no frame comes for 50 yields; returns the time
  /// until the last frame or until `condition` held, whichever came later.
  private func waitUntilDrawn(_ condition: () -> Bool) async -> Duration {
    let start = ContinuousClock.now
    var end = start
    var frames = terminal.presentCount
    var quietYields = 0
    for _ in 0..<100_000 {
      let holds = condition()
      if holds, quietYields >= 50 { break }
      await Task.yield()
      quietYields = terminal.presentCount == frames ? quietYields + 1 : 0
      frames = terminal.presentCount
      if !holds || quietYields == 0 { end = ContinuousClock.now }
    }
    return end - start
  }
}

/// Counts the searches an app asks for, once each has answered.
@MainActor
final class CountingService: RepositorySearchService {
  private let wrapped: any RepositorySearchService
  private(set) var completed = 0

  init(wrapped: any RepositorySearchService) {
    self.wrapped = wrapped
  }

  func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    defer { completed += 1 }
    return try await wrapped.searchRepositories(matching: query, page: page)
  }
}

extension String {
  /// The text without the spaces around it, as `SearchQuery` trims it.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
