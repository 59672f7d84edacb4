import SharedUI
import TerminalUI

/// The line-oriented mode (W3): reads one step per line, drives the app with the keys a
/// person would press, and prints the screen after each step as plain text.
@MainActor
struct TranscriptSession {
  /// The architecture to run.
  let architecture: Architecture
  /// Its collaborators.
  let environment: AppEnvironment
  /// The size of the printed screen.
  let size: Size

  /// Runs until `:quit`, Ctrl-C or the end of the input; returns the exit status.
  func run(
    readLine: () -> String? = { Swift.readLine(strippingNewline: true) },
    write: (String) -> Void = { print($0) }
  ) async -> Int32 {
    let driver = TranscriptDriver(architecture: architecture, environment: environment, size: size)
    await driver.start()
    write(screen("launch", driver.screenLines()))
    while driver.isRunning, let line = readLine() {
      let command: TranscriptCommand
      do {
        command = try TranscriptCommand(line: line)
      } catch {
        Launcher.printError("transcript: " + error.message)
        continue
      }
      driver.perform(command)
      await driver.waitUntilSettled()
      guard driver.isRunning else { break }
      write(screen(line, driver.screenLines()))
    }
    await driver.stop()
    return 0
  }

  private func screen(_ step: String, _ lines: [String]) -> String {
    "── \(step)\n" + lines.joined(separator: "\n")
  }
}
