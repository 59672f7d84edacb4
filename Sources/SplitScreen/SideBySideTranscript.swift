import Launcher
import SharedUI
import TerminalUI

/// The split screen in transcript mode (W3): reads one step per line, sends it to both
/// architectures, and prints their two screens side by side as plain text.
///
/// For the same steps, the two halves differ only in the title: the proof, readable in a pipe,
/// that both architectures answer alike.
@MainActor
public struct SideBySideTranscript {
  /// The two panes, first on the left.
  public let panes: [SplitScreen.Pane]
  /// The size of each printed screen.
  public let size: Size

  /// A transcript of `first` and `second`, each screen `size`.
  public init(_ first: SplitScreen.Pane, _ second: SplitScreen.Pane, size: Size) {
    panes = [first, second]
    self.size = size
  }

  /// Runs until `:quit`, Ctrl-C, either app quitting or the end of the input; returns the exit
  /// status: 0, or 1 when a screen cannot be written, its reader gone or the disk full (W5).
  ///
  /// - Parameters:
  ///   - readLine: Reads the next step; `nil` at the end of the input.
  ///   - write: Prints the two screens of a step; throws when standard output is closed or full.
  ///   - writeError: Prints a line about a step that could not be done.
  public func run(
    readLine: () -> String? = { Swift.readLine(strippingNewline: true) },
    write: (String) throws -> Void = { print($0) },
    writeError: (String) -> Void
  ) async -> Int32 {
    let drivers = panes.map {
      TranscriptDriver(architecture: $0.architecture, environment: $0.environment, size: size)
    }
    for driver in drivers { await driver.start() }
    do {
      try write(screens("launch", drivers))
      while drivers.allSatisfy(\.isRunning), let line = readLine() {
        let command: TranscriptCommand
        do {
          command = try TranscriptCommand(line: line)
        } catch {
          writeError("transcript: " + Sanitizer.sanitize(error.message))
          continue
        }
        // A step either pane refuses (a row not loaded) is refused before either is touched:
        // it changes nothing in either (W3).
        if let refusal = drivers.compactMap({ $0.refusal(of: command) }).first {
          writeError("transcript: " + Sanitizer.sanitize(refusal))
          continue
        }
        for driver in drivers { driver.perform(command) }
        for driver in drivers { await driver.waitUntilSettled() }
        guard drivers.allSatisfy(\.isRunning) else { break }
        try write(screens(line, drivers))
      }
    } catch {
      // Nobody reads the screens any more: nothing is left to do, and nothing to say.
      for driver in drivers { await driver.stop() }
      return 1
    }
    for driver in drivers { await driver.stop() }
    return 0
  }

  private func screens(_ step: String, _ drivers: [TranscriptDriver]) -> String {
    let columns = drivers.map { $0.screenLines() }
    let height = columns.map(\.count).max() ?? 0
    var lines = ["── " + Sanitizer.sanitize(step)]
    for row in 0..<height {
      let cells = columns.map { $0.indices.contains(row) ? $0[row] : "" }
      let left = cells[0] + String(repeating: " ", count: max(0, size.width - width(of: cells[0])))
      var line = left + " │ " + cells.dropFirst().joined(separator: " │ ")
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  private func width(of text: String) -> Int {
    text.reduce(0) { $0 + DisplayWidth.of($1) }
  }
}
