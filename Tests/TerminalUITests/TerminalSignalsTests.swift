import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// W5: a fatal signal puts the terminal back as it was found, once.
@Suite(.serialized) struct TerminalSignalsTests {
  @Suite struct W5 {
    /// The address of the handler installed for `signalNumber` (0 for the default action).
    private func currentAction(for signalNumber: Int32) -> Int {
      var action = sigaction()
      sigaction(signalNumber, nil, &action)
      #if canImport(Darwin)
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
      #elseif canImport(Musl)
        return unsafeBitCast(action.__sa_handler.sa_handler, to: Int.self)
      #else
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
      #endif
    }

    private func drain(_ fileDescriptor: Int32) -> [UInt8] {
      var bytes = [UInt8](repeating: 0, count: 256)
      let count = read(fileDescriptor, &bytes, bytes.count)
      return Array(bytes.prefix(max(0, count)))
    }

    @Test("W5 a fatal signal restores the screen once and puts the previous actions back")
    func restoresTheScreenOnceAndPutsThePreviousActionsBack() throws {
      let output = try #require(FileDescriptor.makePipe())
      defer {
        close(output.read)
        close(output.write)
      }
      let handled = TerminalSignals.terminatingSignals + TerminalSignals.faultSignals + [SIGTSTP]
      let before = handled.map(currentAction)
      let previous = TerminalSignals.install(
        input: output.read, output: output.write, savedMode: termios(), resizeNotification: -1)
      #expect(zip(handled.map(currentAction), before).allSatisfy { $0 != $1 }, "every one replaced")

      TerminalSignals.restoreTerminal()
      #expect(drain(output.read) == ControlSequence.restoreScreen)
      TerminalSignals.restoreTerminal()
      #expect(drain(output.read).isEmpty)

      TerminalSignals.uninstall(restoring: previous)
      #expect(handled.map(currentAction) == before)
    }
  }
}
