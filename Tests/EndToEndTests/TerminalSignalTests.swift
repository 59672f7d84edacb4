import Foundation
import Registry
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built demos in a real (pseudo) terminal, ended by a signal (W5):
/// each leaves the terminal as it found it and exits with the signal.
@Suite(.serialized) struct TerminalSignalTests {
  private static let executables = Registry.architectures.map(\.executable)

  @Test(
    "a fatal signal restores the screen and the cursor, and ends with the signal",
    arguments: [SIGUSR1, SIGALRM, SIGPIPE, SIGUSR2])
  func restoresTheTerminal(signalNumber: Int32) async throws {
    let pty = try #require(PseudoTerminal())
    let name = Self.executables[Int(signalNumber) % Self.executables.count]
    let process = Process()
    process.executableURL = DemoProcess.productsDirectory.appendingPathComponent(name)
    process.arguments = ["--latency", "0"]
    process.environment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"]
    process.standardInput = pty.terminal
    process.standardOutput = pty.terminal
    process.standardError = pty.terminal
    let exit = ExitSignal(process)
    try process.run()
    try pty.terminal.close()
    // Waited for on a thread of its own, as every blocking wait here: the threads tasks run on
    // are as many as the cores, and the other tests need them meanwhile.
    let (isSetUp, isDrawn) = try await onAThreadOfItsOwn {
      (
        pty.waitForOutput(containing: "\u{1B}[?1049h"),
        pty.waitForOutput(containing: "Search")
      )
    }
    #expect(isSetUp, "the screen is set up")
    #expect(isDrawn, "the first frame is drawn")
    kill(process.processIdentifier, signalNumber)
    try await onAThreadOfItsOwn { exit.wait() }
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signalNumber)
    // The demo has exited, but what it wrote last may still be on its way to the reader.
    try await onAThreadOfItsOwn { pty.waitForEnd() }
    let afterSetUp = try #require(pty.output.components(separatedBy: "\u{1B}[?1049h").last)
    #expect(afterSetUp.contains("\u{1B}[?1049l"), "the alternate screen is left")
    #expect(afterSetUp.contains("\u{1B}[?25h"), "the cursor is shown again")
  }
}
