import MVC
import MVP
import SharedUI
import SplitScreen
import TerminalUI
import TestSupport
import Testing

/// The lines a test puts under a pane, and the inputs the split screen announced to it.
@MainActor
final class StripFeed {
  var lines: [String] = []
  var inputCount = 0

  func strip(titled title: String) -> PaneStrip {
    PaneStrip(title: title, lines: { self.lines }, inputWillBeSent: { _ in self.inputCount += 1 })
  }
}

/// The strip under each pane: its title, its newest lines, clipped to the pane, kept up to date.
@MainActor
@Suite struct SplitScreenStripTests {
  let terminal = HeadlessTerminal(size: Size(width: 160, height: 45))
  let feeds = [StripFeed(), StripFeed()]
  let clock = ManualClock()
  let screen: SplitScreen
  let running: Task<Void, Never>

  init() async {
    let clock = clock
    let panes = zip([Architecture.mvc, .mvp], feeds).map { architecture, feed in
      SplitScreen.Pane(
        architecture: architecture,
        environment: AppEnvironment(
          searchService: ScriptedSearchService(), urlOpener: URLOpenerSpy(canOpen: false),
          clock: clock, dataSourceName: "scripted service"),
        strip: feed.strip(titled: "calls · " + architecture.name))
    }
    feeds[0].lines = ["first", "second"]
    feeds[1].lines = ["right"]
    let screen = SplitScreen(panes: panes, terminal: terminal, clock: clock)
    self.screen = screen
    running = Task { try? await screen.run() }
    let terminal = terminal
    await waitUntil { terminal.lines.first.map { $0.contains("MVP") } == true }
  }

  /// The rows of pane `pane`'s strip, without trailing spaces; empty when it has none.
  func strip(of pane: Int) -> [String] {
    stripRows(of: pane, in: screen, on: terminal)
  }

  func end() async {
    terminal.send(.press(.control("c")))
    await running.value
  }

  @Test func eachStripShowsItsTitleAndLinesUnderItsOwnPane() async {
    #expect(screen.paneLayouts.map(\.screen.height) == [30, 30])
    #expect(strip(of: 0).first?.hasPrefix("── calls · MVC ──") == true)
    #expect(strip(of: 0).first?.count == 78)
    #expect(Array(strip(of: 0)[1...2]) == ["first", "second"])
    #expect(strip(of: 1).first?.hasPrefix("── calls · MVP ──") == true)
    #expect(strip(of: 1)[1] == "right")
    #expect(
      terminal.lines.prefix(30).contains { $0.contains(SearchView.hint.prefix(20)) },
      "the app's screen stays above")
    await end()
  }

  @Test func onlyTheNewestLinesThatFitShowNewestAtTheBottom() async {
    feeds[0].lines = (1...40).map { "call \($0)" }
    terminal.send(.press(.character("a")))
    #expect(await waitUntil { strip(of: 0).last == "call 40" })
    #expect(strip(of: 0).dropFirst() == ArraySlice((27...40).map { "call \($0)" }))
    await end()
  }

  @Test func linesAreCutToThePaneAndSanitized() async {
    feeds[0].lines = ["\u{1B}[2J" + String(repeating: "x", count: 200)]
    feeds[1].lines = ["right"]
    terminal.send(.press(.character("a")))
    #expect(await waitUntil { strip(of: 0).count > 1 && strip(of: 0)[1].hasSuffix("…") })
    let line = strip(of: 0)[1]
    #expect(line.count == 78)
    #expect(!line.unicodeScalars.contains { $0.value == 0x1B })
    #expect(strip(of: 1)[1] == "right", "the next pane is not drawn over")
    #expect(terminal.lines[31].contains("│ right"))
    await end()
  }

  @Test func aStripIsToldOfEachKeyBeforeTheApp() async {
    for character in "abc" { terminal.send(.press(.character(character))) }
    #expect(await waitUntil { feeds.allSatisfy { $0.inputCount == 3 } })
    terminal.send(.resize(Size(width: 160, height: 44)))
    #expect(await waitUntil { screen.paneLayouts[0].strip?.height == 14 })
    #expect(feeds.allSatisfy { $0.inputCount == 3 }, "a resize is not a key")
    await end()
  }

  @Test func aStripFollowsWhatChangesBetweenFrames() async {
    feeds[1].lines = ["right", "the answer"]
    #expect(strip(of: 1).count > 2 && strip(of: 1)[2].isEmpty)
    clock.advance(by: SplitScreen.stripRefreshInterval)
    #expect(await waitUntil { strip(of: 1).count > 2 && strip(of: 1)[2] == "the answer" })
    await end()
  }

  @Test func aShortTerminalKeepsTheScreenAndLeavesTheStripOut() async {
    terminal.resize(to: Size(width: 160, height: 13))
    #expect(await waitUntil { screen.paneLayouts[0].screen.height == 10 })
    #expect(screen.paneLayouts.map(\.strip?.height) == [3, 3])
    #expect(
      strip(of: 0) == ["── calls · MVC " + String(repeating: "─", count: 63), "first", "second"])
    terminal.resize(to: Size(width: 160, height: 11))
    #expect(await waitUntil { screen.paneLayouts[0].strip == nil })
    #expect(screen.paneLayouts[0].screen.height == 11)
    #expect(
      await waitUntil { terminal.lines[10].contains("Ctrl-C") },
      "the app's footer takes the last row")
    await end()
  }

  @Test func ctrlCStopsTheAppsAndTheStripsAndGivesTheTerminalBack() async {
    #expect(clock.sleeperCount > 0, "the strips wait for their next refresh")
    await end()
    #expect(!terminal.isStarted)
    #expect(screen.applications.allSatisfy { !$0.isRunning })
    #expect(clock.sleeperCount == 0, "nothing waits on the clock any more")
  }
}
