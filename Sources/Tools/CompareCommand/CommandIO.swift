import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The standard streams a run of `compare` reads and writes: the process's own
/// (``standard``), or ones a test holds in memory.
///
/// Every write is the whole text at once, unbuffered, so that a program reading a step's
/// output gets it before the command reads the next step.
package struct CommandIO: Sendable {
  /// The next line of standard input without its line break; `nil` at the end of the input.
  package var readLine: @Sendable () -> String?
  /// Writes text to standard output as it is; throws when nobody can read it any more.
  package var write: @Sendable (String) throws(OutputClosed) -> Void
  /// Writes text to standard error as it is; a closed one is not an error.
  package var writeError: @Sendable (String) -> Void
  /// True when standard input is a terminal.
  package var inputIsTerminal: Bool
  /// True when standard output is a terminal: colors, its width, the live screens.
  package var outputIsTerminal: Bool
  /// The width of the terminal, in columns, asked only when standard output is one.
  package var terminalWidth: @MainActor @Sendable () -> Int

  /// Streams made of the given reader and writers, neither of them a terminal unless said.
  package init(
    readLine: @escaping @Sendable () -> String?,
    write: @escaping @Sendable (String) throws(OutputClosed) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    inputIsTerminal: Bool = false,
    outputIsTerminal: Bool = false,
    terminalWidth: @escaping @MainActor @Sendable () -> Int = { 80 }
  ) {
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.terminalWidth = terminalWidth
  }

  /// The process's standard input, output and error.
  @MainActor package static var standard: CommandIO {
    CommandIO(
      readLine: { Swift.readLine(strippingNewline: true) },
      write: { text throws(OutputClosed) in
        do {
          try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
          throw OutputClosed()
        }
      },
      writeError: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) },
      inputIsTerminal: SystemTerminal.isTerminal(STDIN_FILENO),
      outputIsTerminal: SystemTerminal.isTerminal(STDOUT_FILENO),
      terminalWidth: { SystemTerminal().size.width })
  }

  /// Writes `text` and a line break to standard output at once; throws when the output is
  /// closed.
  func printOutput(_ text: String) throws(OutputClosed) {
    try write(text + "\n")
  }

  /// Writes `message` and a line break to standard error, each of its lines sanitized: no
  /// control byte of an argument it quotes reaches the terminal, and a line break in one shows
  /// as `␊`.
  func printError(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.map { Sanitizer.sanitize(String($0)) }.joined(separator: "\n")
    writeError(text + "\n")
  }
}

/// Standard output cannot be written: its reader went away or the disk is full.
package struct OutputClosed: Error {
  /// The error.
  package init() {}
}
