import SharedUI
import TerminalUI

/// One architecture's app on an in-memory terminal, driven by transcript steps (W3): what a
/// transcript session runs, once per screen it prints.
///
/// ```swift
/// let driver = TranscriptDriver(architecture: .mvp, environment: environment, size: size)
/// await driver.start()
/// driver.perform(try TranscriptCommand(line: "swift"))
/// await driver.waitUntilSettled()
/// print(driver.screenLines().joined(separator: "\n"))
/// ```
@MainActor
public final class TranscriptDriver {
  private let application: Application
  private let terminal: HeadlessTerminal
  private let monitor: SearchActivityMonitor
  private var runLoop: Task<Void, Never>?

  /// Builds `architecture`'s screens from `environment` on a terminal of `size`.
  public init(architecture: Architecture, environment: AppEnvironment, size: Size) {
    monitor = SearchActivityMonitor(wrapping: environment.searchService)
    var environment = environment
    environment.searchService = monitor
    terminal = HeadlessTerminal(size: size)
    application = Application(
      rootViewController: architecture.makeRootViewController(environment), terminal: terminal)
  }

  /// True until the app quits.
  public var isRunning: Bool { application.isRunning }

  /// Starts the app and lets its first frame settle.
  public func start() async {
    let application = application
    runLoop = Task { try? await application.run() }
    await Self.settle()
  }

  /// Presses the keys a person would for `command`; returns why it cannot be done (a row
  /// that is not loaded, `:back` on the search screen), having pressed nothing.
  @discardableResult
  public func perform(_ command: TranscriptCommand) -> String? {
    command.perform(on: application)
  }

  /// Why `command` cannot be done now, or `nil` when it can; presses nothing.
  ///
  /// Several apps driven by one step ask each first, so that a step one refuses changes none.
  public func refusal(of command: TranscriptCommand) -> String? {
    command.refusal(on: application)
  }

  /// How many frames the app has drawn: a step costs a few, however long its line.
  public var frameCount: Int { terminal.presentCount }

  /// Returns once the app has handled the keys, drawn the screen and heard back from every
  /// search, including one that drawing started (W3: a printed screen is settled).
  ///
  /// Drawing can start a load — the next page, when the last loaded row comes into view — so
  /// the screen is drawn and waited on again until drawing it starts no search.
  public func waitUntilSettled() async {
    var searchesSeen = -1
    while searchesSeen != monitor.searchesStarted {
      searchesSeen = monitor.searchesStarted
      await Self.settle()
      await monitor.waitUntilIdle()
      await Self.settle()
      application.render()
      await Self.settle()
    }
  }

  /// The screen now, as plain text, without the empty lines at the bottom, the selected row
  /// marked with ``selectionMarker`` (W3: plain text shows no highlight).
  public func screenLines() -> [String] {
    application.render()
    var lines = terminal.lines
    if let line = selectedLine(), lines.indices.contains(line), lines[line].first == " " {
      lines[line] = String(Self.selectionMarker) + lines[line].dropFirst()
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// What stands in the margin of the selected row's first line in a printed screen.
  public static let selectionMarker: Character = ">"

  /// The screen line of the selected row's first line, when a list on screen shows one.
  private func selectedLine() -> Int? {
    let tables = TranscriptCommand.visibleViews(TableView.self, in: application)
    guard let table = tables.first, let row = table.selectedRow, table.visibleRows.contains(row)
    else { return nil }
    var top = (row - table.scrollOffset) * table.rowHeight
    var view: View? = table
    while let current = view {
      top += current.frame.origin.y
      view = current.superview
    }
    return top
  }

  /// Quits the app and waits for its run loop to end.
  public func stop() async {
    application.quit()
    terminal.finish()
    await runLoop?.value
  }

  /// Lets the main-actor jobs that a step started run to their next suspension: ten turns,
  /// twice the longest chain of hops an architecture makes between a key and its frame (as
  /// `settle(until:)` of the tests counts them).
  public static func settle() async {
    for _ in 0..<10 { await Task.yield() }
  }
}
