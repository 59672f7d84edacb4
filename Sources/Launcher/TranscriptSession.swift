import Foundation
import SharedUI
import TerminalUI

/// The line-oriented mode (W3): reads one step per line, drives the app with the keys a
/// person would press, and prints the screen after each step as plain text.
///
/// Everything printed is sanitized as the screen is, and each screen is written unbuffered.
/// A step that cannot be done (`:select 45` with 30 rows, `:back` on the search screen) is
/// reported on standard error and changes nothing; the commands are in
/// `TranscriptSession+Commands.swift`.
@MainActor
struct TranscriptSession {
  /// The architecture to run.
  let architecture: Architecture
  /// Its collaborators.
  let environment: AppEnvironment
  /// The size of the printed screen.
  let size: Size
  /// The in-memory terminal the screens are read from.
  let terminal: HeadlessTerminal

  /// Creates a session of `architecture` built from `environment`, printing screens of `size`.
  init(architecture: Architecture, environment: AppEnvironment, size: Size) {
    self.architecture = architecture
    self.environment = environment
    self.size = size
    terminal = HeadlessTerminal(size: size)
  }

  /// Runs until `:quit`, Ctrl-C or the end of the input; returns the exit status.
  ///
  /// - Parameters:
  ///   - readLine: Reads the next step; `nil` at the end of the input.
  ///   - write: Prints a screen.
  ///   - report: Prints a line about a step that could not be done.
  func run(
    readLine: () -> String? = { Swift.readLine(strippingNewline: true) },
    write: (String) -> Void = Self.writeToStandardOutput,
    report: (String) -> Void = Launcher.printError
  ) async -> Int32 {
<<<<<<< HEAD
    let monitor = SearchActivityMonitor(wrapping: environment.searchService)
    var environment = environment
    environment.searchService = monitor
    let application = Application(
      rootViewController: architecture.makeRootViewController(environment), terminal: terminal)
    let runLoop = Task { try? await application.run() }
    await settle()
    write(screen("launch", of: application, on: terminal))
    while application.isRunning, let line = readLine() {
=======
    let driver = TranscriptDriver(architecture: architecture, environment: environment, size: size)
    await driver.start()
    write(screen("launch", driver.screenLines()))
    while driver.isRunning, let line = readLine() {
>>>>>>> f783276a4446bcf1f50592ca2a4b6c83a8ffc77b
      let command: TranscriptCommand
      do {
        command = try TranscriptCommand(line: line)
      } catch {
        report("transcript: " + Sanitizer.sanitize(error.message))
        continue
      }
      if let refusal = perform(command, on: application) {
        report("transcript: " + Sanitizer.sanitize(refusal))
        continue
      }
<<<<<<< HEAD
      await settle()
      await monitor.waitUntilIdle()
      await settle()
      guard application.isRunning else { break }
      write(screen(line, of: application, on: terminal))
=======
      driver.perform(command)
      await driver.waitUntilSettled()
      guard driver.isRunning else { break }
      write(screen(line, driver.screenLines()))
>>>>>>> f783276a4446bcf1f50592ca2a4b6c83a8ffc77b
    }
    await driver.stop()
    return 0
  }

<<<<<<< HEAD
  private func screen(_ step: String, of application: Application, on terminal: HeadlessTerminal)
    -> String
  {
    application.render()
    var lines = terminal.lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return "── \(heading(for: step))\n" + lines.joined(separator: "\n")
  }

  /// The step as its screen's heading: sanitized like everything on screen, and cut to the
  /// screen's width.
  private func heading(for step: String) -> String {
    TextLayout.truncate(Sanitizer.sanitize(step), toWidth: max(1, size.width - 3))
  }

  /// Writes one screen and its line break straight to standard output, unbuffered, so that a
  /// program reading the pipe sees each screen as soon as it is drawn.
  nonisolated static func writeToStandardOutput(_ screen: String) {
    FileHandle.standardOutput.write(Data((screen + "\n").utf8))
  }

  private func settle() async {
    for _ in 0..<20 { await Task.yield() }
=======
  private func screen(_ step: String, _ lines: [String]) -> String {
    "── \(step)\n" + lines.joined(separator: "\n")
>>>>>>> f783276a4446bcf1f50592ca2a4b6c83a8ffc77b
  }
}
