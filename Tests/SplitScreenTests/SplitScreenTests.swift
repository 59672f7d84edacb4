import MVC
import MVP
import RepositorySearch
import SharedUI
import SplitScreen
import TerminalUI
import TestSupport
import Testing

/// Two real apps in one terminal: one key stream, two panes that answer alike.
@MainActor
@Suite struct SplitScreenTests {
  let terminal = HeadlessTerminal(size: Size(width: 160, height: 40))
  let services = [ScriptedSearchService(), ScriptedSearchService()]
  let clock = ManualClock()
  let screen: SplitScreen
  let running: Task<Void, Never>

  init() async {
    let clock = clock
    let panes = zip([Architecture.mvc, .mvp], services).map { architecture, service in
      SplitScreen.Pane(
        architecture: architecture,
        environment: AppEnvironment(
          searchService: service, urlOpener: URLOpenerSpy(canOpen: false), clock: clock,
          dataSourceName: "scripted service"))
    }
    let screen = SplitScreen(panes[0], panes[1], terminal: terminal, clock: clock)
    self.screen = screen
    running = Task { try? await screen.run() }
    let terminal = terminal
    await waitUntil {
      terminal.lines.first.map { $0.contains("MVC") && $0.contains("MVP") } == true
    }
  }

  /// The text of one pane, row by row, without trailing spaces.
  func lines(of pane: Int) -> [String] {
    guard let frame = terminal.lastFrame else { return [] }
    let rect = screen.layout.panes[pane]
    return (rect.minY..<min(rect.maxY, frame.size.height)).map { y in
      var line = ""
      for x in rect.minX..<min(rect.maxX, frame.size.width) where !frame[x, y].isContinuation {
        line.append(frame[x, y].character)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// True when both panes show the same screen but for the architecture's name in the title.
  func panesMatch() -> Bool {
    let first = lines(of: 0)
    let second = lines(of: 1).map { $0.replacingOccurrences(of: "· MVP ·", with: "· MVC ·") }
    return !first.isEmpty && first == second
  }

  func type(_ text: String) {
    for character in text { terminal.send(.press(.character(character))) }
  }

  func end() async {
    terminal.send(.press(.control("c")))
    await running.value
  }

  @Test func bothPanesShowTheirArchitecturesRealScreens() async {
    #expect(lines(of: 0).first == "SideBySide · MVC · scripted service")
    #expect(lines(of: 1).first == "SideBySide · MVP · scripted service")
    #expect(panesMatch())
    #expect(terminal.lines.allSatisfy { $0.count > 79 && Array($0)[79] == "│" })
    await end()
  }

  @Test func everyKeyGoesToBothAndEachAsksItsOwnModel() async throws {
    type("swift")
    terminal.send(.press(.enter))
    #expect(await waitUntil { services.allSatisfy { $0.pendingRequests.count == 1 } })
    #expect(await waitUntil { lines(of: 0).contains { $0.contains("Searching “swift”") } })
    for service in services {
      let request = try #require(service.pendingRequests.first)
      service.respond(to: request, with: Repository.samples(count: 3), totalCount: 3)
    }
    #expect(await waitUntil { lines(of: 1).contains("3 of 3") && lines(of: 0).contains("3 of 3") })
    #expect(panesMatch())
    terminal.send(.press(.enter))
    #expect(await waitUntil { lines(of: 0).contains { $0.hasPrefix("Stars") } && panesMatch() })
    await end()
  }

  @Test func alertsStayInTheirPane() async {
    terminal.send(.press(.enter))
    let alertInBothPanes = {
      (0..<2).allSatisfy { lines(of: $0).contains { $0.contains("Enter a search term") } }
    }
    #expect(await waitUntil(alertInBothPanes))
    #expect(panesMatch())
    #expect(services.allSatisfy { $0.requests.isEmpty }, "validation sends no request")
    await end()
  }

  @Test func aResizeReSplitsAndEachAppLaysOutAgain() async {
    terminal.resize(to: Size(width: 100, height: 50))
    #expect(await waitUntil { screen.layout.orientation == .topBottom && panesMatch() })
    #expect(lines(of: 0).count == 24)
    #expect(terminal.lines[24] == String(repeating: "─", count: 100))
    #expect(lines(of: 1).first == "SideBySide · MVP · scripted service")
    await end()
  }

  @Test func ctrlCStopsBothAppsAndGivesTheTerminalBack() async {
    await end()
    #expect(!terminal.isStarted)
    #expect(screen.applications.allSatisfy { !$0.isRunning })
  }

  @Test func eitherAppQuittingEndsTheSession() async {
    terminal.send(.press(.escape))
    await running.value
    #expect(!terminal.isStarted)
  }
}
