import Foundation
import SharedUI
import TerminalUI

/// The line-oriented mode (W3): reads one step per line, drives the app with the keys a
/// person would press, and prints the screen after each step as plain text.
///
/// Everything printed is sanitized as the screen is, and each screen is written unbuffered.
/// A step that cannot be done (`:select 45` with 30 rows, `:back` on the search screen) is
/// reported on standard error and changes nothing (see `TranscriptCommand+Keys.swift`).
@MainActor
struct TranscriptSession {
  /// The size of the printed screen.
  let size: Size
  /// The app, driven step by step.
  let driver: TranscriptDriver

  /// Creates a session of `architecture` built from `environment`, printing screens of `size`.
  init(architecture: Architecture, environment: AppEnvironment, size: Size) {
    self.size = size
    driver = TranscriptDriver(architecture: architecture, environment: environment, size: size)
  }

  /// Runs until `:quit`, Ctrl-C or the end of the input; returns the exit status: 0, or
  /// ``StandardStream/failureStatus`` when a screen or a report cannot be written (W5).
  ///
  /// - Parameters:
  ///   - readLine: Reads the next step; `nil` at the end of the input.
  ///   - write: Prints a screen; throws when standard output is closed or full.
  ///   - report: Prints a line about a step that could not be done; throws likewise.
  func run(
    readLine: () -> String? = { Swift.readLine(strippingNewline: true) },
    write: (String) throws(StandardStream.WriteError) -> Void = StandardStream.output.writeLine,
    report: (String) throws(StandardStream.WriteError) -> Void = StandardStream.error.writeLine
  ) async -> Int32 {
    await driver.start()
    do {
      try write(screen("launch", driver.screenLines()))
      while driver.isRunning, let line = readLine() {
        let command: TranscriptCommand
        do {
          command = try TranscriptCommand(line: line)
        } catch {
          try report("transcript: " + Sanitizer.sanitize(error.message))
          continue
        }
        if let refusal = driver.perform(command) {
          try report("transcript: " + Sanitizer.sanitize(refusal))
          continue
        }
        await driver.waitUntilSettled()
        guard driver.isRunning else { break }
        try write(screen(line, driver.screenLines()))
      }
    } catch {
      await driver.stop()
      return StandardStream.failureStatus
    }
    await driver.stop()
    return 0
  }

  /// The step's heading, sanitized like everything on screen and cut to the screen's width,
  /// over the screen's lines.
  private func screen(_ step: String, _ lines: [String]) -> String {
    let heading = TextLayout.truncate(Sanitizer.sanitize(step), toWidth: max(1, size.width - 3))
    return "── \(heading)\n" + lines.joined(separator: "\n")
  }
}
