import Testing

@testable import TerminalUI

@MainActor
@Suite struct ApplicationTests {
  private let screen = SampleScreen(rows: Rows(count: 3))
  private let application: Application
  private let terminal: HeadlessTerminal

  init() {
    (application, terminal) = makeApplication(screen, size: Size(width: 40, height: 10))
  }

  @Test func showsTheFirstFrameAtOnceAndGivesTheTerminalBackWhenInputEnds() async throws {
    let running = Task { try await application.run() }
    await settle { terminal.presentCount > 0 }
    #expect(terminal.isStarted)
    #expect(application.isRunning)
    #expect(terminal.lines[0] == "Sample")

    terminal.finish()
    try await running.value
    #expect(!terminal.isStarted)
    #expect(!application.isRunning)
  }

  @Test func handlesTheEventsTheTerminalSends() async throws {
    let running = Task { try await application.run() }
    terminal.send(.press(.character("a")))
    terminal.send(.paste("bc"))
    terminal.finish()
    try await running.value
    #expect(screen.searchBar.text == "abc")
    #expect(terminal.lines[1] == "Search: abc")
  }

  @Test func drawsABurstOfKeysInFarFewerFramesThanKeys() async throws {
    let keys = String(repeating: "abcdefghij", count: 50)
    for character in keys { terminal.send(.press(.character(character))) }
    terminal.finish()
    try await application.run()
    #expect(screen.searchBar.text == keys)
    // A burst ends after two quiet yields of the main actor; the other suites' main-actor work
    // running in the same process can split it a few times (56 frames seen once), never into
    // one frame a key.
    #expect(terminal.presentCount < keys.count / 5)
    #expect(terminal.lines[1].hasSuffix("hij"))
  }

  @Test func quitEndsTheLoopWithoutWaitingForInput() async throws {
    let running = Task { try await application.run() }
    await settle { application.isRunning }
    application.quit()
    try await running.value
    #expect(!terminal.isStarted)
  }

  @Test func cancellingTheRunningTaskGivesTheTerminalBack() async throws {
    let running = Task { try await application.run() }
    await settle { application.isRunning }
    running.cancel()
    try await running.value
    #expect(!terminal.isStarted)
    #expect(!application.isRunning)
  }

  @Test func rethrowsWhenTheTerminalCannotStartAfterGivingItBack() async {
    let failing = FailingTerminal()
    let application = Application(rootViewController: SampleScreen(), terminal: failing)
    await #expect(throws: FailingTerminal.StartError.self) { try await application.run() }
    #expect(failing.stopCount == 1)
    #expect(failing.presentCount == 0)
  }

  @Test func mergesChangesMadeBetweenEventsIntoOneFrame() async throws {
    let running = Task { try await application.run() }
    await settle { terminal.presentCount > 0 }
    let framesBefore = terminal.presentCount

    screen.statusLabel.text = "first"
    screen.titleLabel.text = "second"
    screen.tableView.footerText = "third"
    await settle { terminal.presentCount > framesBefore }
    await settle(maximumYields: 50) { false }
    #expect(terminal.presentCount == framesBefore + 1)
    #expect(terminal.lines[0] == "second")

    terminal.finish()
    try await running.value
  }

  @Test func schedulesNoFrameWhileNotRunning() async {
    application.render()
    screen.statusLabel.text = "changed"
    await settle(maximumYields: 50) { false }
    #expect(terminal.presentCount == 1)
  }

  @Test func rendersTheSampleScreen() {
    screen.show(["apple/swift", "vapor/vapor", "realm/realm-swift"])
    application.type("swift")
    application.press(.down)
    screen.activityIndicator.text = "Searching \"swift\"…"
    screen.activityIndicator.startAnimating()
    application.render()
    #expect(
      terminal.lines == [
        "Sample",
        "Search: swift",
        "⠋ Searching \"swift\"…",
        " apple/swift",
        " vapor/vapor",
        " realm/realm-swift",
        "",
        "",
        "",
        "3 rows",
      ])
    let frame = terminal.lastFrame
    #expect(frame?[1, 3].style.isInverse == true)
    #expect(frame?[1, 4].style.isInverse == false)
  }

  @Test func layoutFollowsAResizeAndKeepsTheState() {
    screen.show((0..<20).map { "row \($0)" })
    application.type("query")
    application.press(.down)
    application.press(.end)
    terminal.resize(to: Size(width: 50, height: 15))
    application.handle(.resize(Size(width: 50, height: 15)))
    #expect(terminal.lines.count == 15)
    #expect(terminal.lines[14] == "20 rows")
    #expect(terminal.lines[1] == "Search: query")
    #expect(terminal.lines[13] == " row 19")
    #expect(screen.tableView.isFirstResponder)
  }

  @Test func showsTheTooSmallMessageBelowTheMinimumAndTheScreenAgainAfter() {
    application.type("kept")
    for size in [
      Size(width: 1, height: 1), Size(width: 10, height: 3), Size(width: 39, height: 10),
    ] {
      terminal.resize(to: size)
      application.handle(.resize(size))
      #expect(terminal.lines.count == size.height)
      #expect(terminal.lines.joined().contains("Terminal") || size.width < 8)
      #expect(!terminal.lines.joined().contains("kept"))
    }
    terminal.resize(to: Size(width: 40, height: 10))
    application.handle(.resize(Size(width: 40, height: 10)))
    #expect(terminal.lines[1] == "Search: kept")
  }

  @Test func theMinimumSizeCanBeChanged() {
    application.minimumSize = Size(width: 80, height: 24)
    application.render()
    let message = terminal.lines.joined(separator: " ")
    #expect(message.contains("needs at least") && message.contains("80×24)"))
  }
}
