import Foundation
import Registry
import Testing

/// The demos with a standard output or error that cannot be written (W5).
///
/// A pipe nobody reads, `/dev/full`, a closed descriptor: each runs on one demo, taking the
/// registry's demos in turn.
@Suite struct OutputStreamTests {
  private static let executables = Registry.architectures.map(\.executable)

  private func demoName(_ number: Int) -> String {
    Self.executables[number % Self.executables.count]
  }

  @Test("a pipe nobody reads ends the transcript quietly, with a non-zero status")
  func brokenPipe() async throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let result = try await OutputStreamProcess.run(
      demoName(2), script: "trap '' PIPE; exec \"$0\" --latency 0",
      input: "swift\n:select 2\n:open\n", output: pipe.fileHandleForWriting)
    #expect(result.exited && result.status != 0)
    #expect(result.errorOutput.isEmpty, "no fatal error, no backtrace")
  }

  @Test("a full output ends the transcript quietly, with a non-zero status")
  func fullOutput() async throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try await OutputStreamProcess.run(
      demoName(3), script: "exec \"$0\" --latency 0", input: "swift\n", output: full)
    #expect(result.exited && result.status != 0)
    #expect(result.errorOutput.isEmpty)
    let help = try await OutputStreamProcess.run(
      demoName(3), script: "exec \"$0\" --help", input: "", output: full)
    #expect(help.exited && help.status != 0 && help.errorOutput.isEmpty)
  }

  @Test("a closed standard output or error ends quietly, with a non-zero status")
  func closedOutputs() async throws {
    let output = FileHandle.nullDevice
    let closedOutput = try await OutputStreamProcess.run(
      demoName(4), script: "exec \"$0\" --latency 0 >&-", input: "swift\n", output: output)
    #expect(closedOutput.exited && closedOutput.status != 0)
    #expect(closedOutput.errorOutput.isEmpty)
    let closedError = try await OutputStreamProcess.run(
      demoName(4), script: "exec \"$0\" --latency 0 2>&-", input: ":fly\nswift\n",
      output: output)
    #expect(closedError.exited && closedError.status != 0)
  }
}
