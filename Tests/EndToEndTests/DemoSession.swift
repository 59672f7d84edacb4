import Foundation

/// A built demo running in transcript mode with its standard input held open, read as it
/// writes: proves that each screen arrives while the session is still going.
final class DemoSession: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let received = ReceivedOutput()
  private let exit: ExitSignal

  /// Starts the demo `name` with `arguments`.
  init(_ name: String, arguments: [String]) throws {
    process.executableURL = DemoProcess.productsDirectory.appendingPathComponent(name)
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [received] handle in
      received.append(handle.availableData)
    }
    exit = ExitSignal(process)
    try process.run()
  }

  /// Sends one line, as a person typing it would.
  func send(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// Waits until the output contains `text`, or ends without it; returns whether it did (see
  /// ``ReceivedOutput/waitFor(containing:)``).
  func waitForOutput(containing text: String) -> Bool {
    received.waitFor(containing: text)
  }

  /// Closes standard input and waits for the demo to exit; returns its status.
  func finish() throws -> Int32 {
    try input.fileHandleForWriting.close()
    exit.wait()
    output.fileHandleForReading.readabilityHandler = nil
    return process.terminationStatus
  }
}
