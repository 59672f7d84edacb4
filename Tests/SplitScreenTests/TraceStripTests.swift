import SharedUI
import SplitScreen
import TerminalUI
import TestSupport
import Testing
import TraceSession
import TracedArchitectures

/// `compare trace A B` live: two traced copies split in two, under each the calls its keys made.
///
/// Serialized: every traced copy reports to one recorder, and a run takes back its
/// architecture's calls by name, so two tests tracing MVP at once would take each other's.
@MainActor
@Suite(.serialized) struct TraceStripTests {
  let terminal = HeadlessTerminal(size: Size(width: 160, height: 45))
  let services = [ScriptedSearchService(), ScriptedSearchService()]
  let clock = ManualClock()
  let screen: SplitScreen
  let running: Task<Void, Never>

  init() async throws {
    let clock = clock
    let architectures = try ["MVP", "MVVM + Bindings"].map { name in
      try #require(TracedRegistry.architectures.first { $0.name == name })
    }
    let panes = zip(architectures, services).map { architecture, service in
      let log = TraceLog(of: architecture)
      _ = log.lines  // The calls of earlier tests are not this one's.
      return SplitScreen.Pane(
        architecture: architecture,
        environment: AppEnvironment(
          searchService: TracedSearchService(base: service),
          urlOpener: URLOpenerSpy(canOpen: false), clock: TracedClock(base: clock),
          dataSourceName: "scripted service"),
        strip: PaneStrip(
          title: "calls · " + architecture.name, lines: { log.lines },
          inputWillBeSent: log.keyWillBeSent))
    }
    let screen = SplitScreen(panes: panes, terminal: terminal, clock: clock)
    self.screen = screen
    running = Task { try? await screen.run() }
    let terminal = terminal
    await waitUntil { terminal.lines.first.map { $0.contains("Bindings") } == true }
  }

  /// The lines of pane `pane`'s strip under its title, without trailing spaces.
  func calls(of pane: Int) -> [String] {
    Array(stripRows(of: pane, in: screen, on: terminal).dropFirst())
  }

  func end() async {
    terminal.send(.press(.control("c")))
    await running.value
  }

  @Test func aKeysCallsShowUnderItsOwnArchitecturesPane() async {
    terminal.send(.press(.character("s")))
    let presenterCall = "SearchViewController → SearchPresenter.searchTextDidChange(_:)"
    let viewModelCall = "SearchViewController → SearchViewModel.searchTextDidChange(_:)"
    #expect(await waitUntil { calls(of: 0).contains(presenterCall) })
    #expect(await waitUntil { calls(of: 1).contains(viewModelCall) })
    #expect(!calls(of: 0).contains { $0.contains("SearchViewModel") })
    #expect(!calls(of: 1).contains { $0.contains("SearchPresenter") })
    // The key heads its calls.
    for pane in 0..<2 {
      let calls = calls(of: pane)
      let heading = calls.firstIndex(of: "── s")
      #expect(heading != nil && heading! < calls.count - 1, "\(calls)")
    }
    terminal.send(.press(.down))
    #expect(await waitUntil { calls(of: 0).contains("── ↓") })
    // The earlier key keeps its calls above the latest's.
    let strip = calls(of: 0)
    let order = ["── s", presenterCall, "── ↓"].map { strip.firstIndex(of: $0) ?? -1 }
    #expect(order[0] >= 0 && order == order.sorted() && Set(order).count == 3, "\(strip)")
    await end()
  }

  @Test func theSearchAfterThePauseShowsClippedToThePaneWidth() async {
    for character in "swift" { terminal.send(.press(.character(character))) }
    #expect(await waitUntil { calls(of: 0).contains("SearchPresenter → Clock.sleep(for: 0.5 s)") })
    // The pause to wait out is the last key's: each key starts it again, and on a busy machine
    // the first pause shows while the later keys are still on their way. So the clock moves once
    // both search bars read the whole word and both panes wait on it; moved before, it would
    // leave the last pause waiting for ever.
    let bothBars = { (line: String) in line.components(separatedBy: "Search: swift").count == 3 }
    #expect(await waitUntil { terminal.lines.contains(where: bothBars) })
    await clock.waitForSleepers(count: 2)
    clock.advance(by: .milliseconds(500))
    // `… searchRepositories(matching: "swift", page: 1)` is wider than the 78-column pane.
    let search = "SearchPresenter → RepositorySearchService.searchRepositories(matching: \"swift"
    #expect(await waitUntil { calls(of: 0).contains { $0.hasPrefix(search) } })
    let line = calls(of: 0).first { $0.hasPrefix(search) }
    #expect(line?.count == 78)
    #expect(line?.hasSuffix("…") == true)
    #expect(calls(of: 0).contains("SearchPresenter ⇠ Clock: 0.5 s later"))
    #expect(calls(of: 0).last == line, "the newest call is at the bottom")
    await end()
  }

  @Test func ctrlCRestoresTheTerminal() async {
    terminal.send(.press(.character("s")))
    await end()
    #expect(!terminal.isStarted)
    #expect(screen.applications.allSatisfy { !$0.isRunning })
  }
}
