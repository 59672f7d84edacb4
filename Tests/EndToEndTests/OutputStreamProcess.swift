import Foundation

/// Runs a built executable through `/bin/sh` with its standard output sent somewhere hostile —
/// a pipe nobody reads, `/dev/full`, a closed descriptor — and collects its status and
/// standard error.
///
/// The shell only sets the stage (`trap '' PIPE`, `>&-`) and then `exec`s the executable, so
/// the status is the executable's own.
struct OutputStreamProcess {
  /// How the run ended.
  struct Result {
    /// The exit status, or the signal's number when a signal ended it.
    var status: Int32
    /// True when it exited on its own rather than being ended by a signal.
    var exited: Bool
    /// Everything printed to standard error.
    var errorOutput: String
  }

  /// Runs `script` (in which `"$0"` is the executable `name`) with `input` on standard input
  /// and `output` as standard output.
  static func run(
    _ name: String, script: String, input: String, output: FileHandle
  ) async throws -> Result {
    try await onAThreadOfItsOwn {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-c", script, DemoProcess.productsDirectory.appendingPathComponent(name).path,
      ]
      let standardError = Pipe()
      process.standardInput = try inputFile(holding: input)
      process.standardOutput = output
      process.standardError = standardError
      let exit = ExitSignal(process)
      try process.run()
      let errorData = standardError.fileHandleForReading.readDataToEndOfFile()
      exit.wait()
      return Result(
        status: process.terminationStatus, exited: process.terminationReason == .exit,
        errorOutput: String(decoding: errorData, as: UTF8.self))
    }
  }
}
