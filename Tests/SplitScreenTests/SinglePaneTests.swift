import MVP
import SharedUI
import SplitScreen
import TerminalUI
import TestSupport
import Testing

/// `compare trace A`: one architecture alone, over its strip, on the whole terminal.
@MainActor
@Suite struct SinglePaneTests {
  @Test func onePaneTakesTheWholeTerminalOverItsStrip() async {
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 30))
    let clock = ManualClock()
    let feed = StripFeed()
    feed.lines = ["only"]
    let pane = SplitScreen.Pane(
      architecture: .mvp,
      environment: AppEnvironment(
        searchService: ScriptedSearchService(), urlOpener: URLOpenerSpy(canOpen: false),
        clock: clock, dataSourceName: "scripted service"),
      strip: feed.strip(titled: "calls · MVP"))
    let screen = SplitScreen(panes: [pane], terminal: terminal, clock: clock)
    let running = Task { try? await screen.run() }
    // The strip can be drawn before the app's first frame: wait for both.
    await waitUntil {
      terminal.lines.count > 21 && terminal.lines[21].hasPrefix("only")
        && terminal.lines[0].hasPrefix("SideBySide")
    }
    #expect(terminal.lines.first?.hasPrefix("SideBySide · MVP · scripted service") == true)
    #expect(screen.paneLayouts.map(\.screen) == [Rect(x: 0, y: 0, width: 100, height: 20)])
    #expect(terminal.lines[20] == "── calls · MVP " + String(repeating: "─", count: 85))
    #expect(terminal.lines[21].hasPrefix("only"))
    #expect(!terminal.lines.contains { $0.contains("│") }, "no divider")
    terminal.send(.press(.control("c")))
    await running.value
    #expect(!terminal.isStarted)
  }
}
