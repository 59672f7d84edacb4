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

  /// Presses the keys a person would for `command`.
  public func perform(_ command: TranscriptCommand) {
    command.perform(on: application)
  }

  /// Returns once the app has handled the keys and heard back from every search.
  public func waitUntilSettled() async {
    await Self.settle()
    await monitor.waitUntilIdle()
    await Self.settle()
  }

  /// The screen now, as plain text, without the empty lines at the bottom.
  public func screenLines() -> [String] {
    application.render()
    var lines = terminal.lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Quits the app and waits for its run loop to end.
  public func stop() async {
    application.quit()
    terminal.finish()
    await runLoop?.value
  }

  /// Lets the main-actor jobs that a step started run to their next suspension.
  public static func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }
}
