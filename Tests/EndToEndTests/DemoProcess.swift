import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a built demo executable with standard input from a string, the way a person pipes a
/// session into it, and collects what it printed.
struct DemoProcess {
  /// What the run left behind.
  struct Result {
    /// The exit status, or the number of the signal that ended it.
    var status: Int32
    /// True when a signal ended it rather than an exit.
    var wasSignalled = false
    /// Everything printed to standard output.
    var output: String
    /// Everything printed to standard error.
    var errorOutput: String
  }

  /// The executable's name, such as `mvp-demo`.
  let name: String
  /// Where it is.
  let executable: URL

  /// The built executable `name`, such as `mvp-demo`.
  init(name: String) {
    self.name = name
    executable = Self.productsDirectory.appendingPathComponent(name)
  }

  /// The kit's script `Scripts/name`, run from the package's folder, or from the copy of it in
  /// `package`.
  init(script name: String, in package: URL = Self.packageDirectory) {
    self.name = name
    executable = package.appendingPathComponent("Scripts/" + name)
  }

  /// The script at `executable`, such as a copy of one of the kit's in a folder of its own.
  init(script name: String, at executable: URL) {
    self.name = name
    self.executable = executable
  }

  /// The package's folder.
  static let packageDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder the build put the executables in, next to the test bundle.
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// Runs the demo with `arguments`, feeding it `input`, and waits for it to exit, on a thread
  /// of its own, so that waiting for the process never holds up the threads the other tests'
  /// tasks run on.
  func run(_ arguments: [String], input: String = "", environment: [String: String] = [:])
    async throws -> Result
  {
    try await onAThreadOfItsOwn {
      try runWaiting(arguments, input: input, environment: environment)
    }
  }

  /// What to start for `arguments`: a script's interpreter, from its `#!` line, with the script
  /// as its argument, as the kernel would; anything else itself.
  ///
  /// `#!/usr/bin/env bash` starts the `bash` that `path` names, as `env` would, without
  /// starting `env` first.
  ///
  /// A script is never executed itself: a copy just written may still be open for writing in a
  /// process another test forked meanwhile, and executing it would then fail ("Text file busy").
  /// Its interpreter only reads it.
  private func launch(_ arguments: [String], path: String?) -> (String, [String]) {
    guard let handle = try? FileHandle(forReadingFrom: executable) else {
      return (executable.path, arguments)
    }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 256), head.starts(with: Array("#!".utf8)) else {
      return (executable.path, arguments)
    }
    let firstLine = head.dropFirst(2).prefix { $0 != UInt8(ascii: "\n") }
    let line = String(decoding: firstLine, as: UTF8.self)
    let words = line.split(separator: " ", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let interpreter = words.first else { return (executable.path, arguments) }
    if interpreter == "/usr/bin/env", words.count == 2,
      let program = ChildProcess.find(words[1], on: path)
    {
      return (program, [executable.path] + arguments)
    }
    return (interpreter, words.dropFirst() + [executable.path] + arguments)
  }

  private func runWaiting(_ arguments: [String], input: String, environment: [String: String])
    throws -> Result
  {
    let path = environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]
    let (program, programArguments) = launch(arguments, path: path)
    let standardInput = try inputFile(holding: input)
    defer { try? standardInput.close() }
    return try ChildProcess.run(
      program, programArguments, environment: environment, input: standardInput)
  }
}

extension DemoProcess: CustomTestStringConvertible {
  /// The tool as a person runs it, `Scripts/kata` or `compare`, not where it was built.
  var testDescription: String {
    executable.deletingLastPathComponent().lastPathComponent == "Scripts" ? "Scripts/" + name : name
  }
}
