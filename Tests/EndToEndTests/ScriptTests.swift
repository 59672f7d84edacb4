import Foundation
import TestSupport
import Testing

/// The scripts and small tools keep the command-line standard of the demos (W4): `--help`
/// exits 0, a usage error prints one usage line and exits 2.
@Suite struct ScriptTests {
  @Test(arguments: [
    (DemoProcess(script: "kata"), ["--help"]), (DemoProcess(script: "benchmark"), ["--help"]),
    (DemoProcess(script: "architectures"), ["--help"]),
    (DemoProcess(name: "architectures"), ["--help"]),
    (DemoProcess(name: "test-results"), ["--help"]),
    (DemoProcess(script: "compliance-matrix"), ["--help"]),
    (DemoProcess(script: "check-toolchain-floor"), ["--help"]),
    (DemoProcess(script: "fuzz"), ["--help"]),
    (DemoProcess(script: "play-demo"), ["--help"]),
    (DemoProcess(script: "play-compare"), ["--help"]),
    (DemoProcess(script: "play-trace"), ["--help"]),
    (DemoProcess(script: "check-terminal-restore"), ["--help"]),
    (DemoProcess(script: "check-docs-commands"), ["--help"]),
    (DemoProcess(script: "check-one-build"), ["--help"]),
    (DemoProcess(script: "build-profile"), ["--help"]),
    (DemoProcess(script: "generate-width-table"), ["--help"]),
    (DemoProcess(script: "docs-site"), ["--help"]),
    (DemoProcess(script: "regenerate-docs"), ["--help"]),
    (DemoProcess(name: "docs-generator"), ["--help"]),
    (DemoProcess(script: "new-architecture"), ["--help"]),
    (DemoProcess(name: "new-architecture"), ["--help"]),
    (DemoProcess(script: "check-new-architecture"), ["--help"]),
  ])
  func helpIsARequestAndExitsZero(_ tool: DemoProcess, _ arguments: [String]) async throws {
    let result = try await tool.run(arguments)
    #expect(result.status == 0, "\(tool.name) --help: \(result.errorOutput)")
    #expect(result.output.lowercased().contains("usage:"))
    #expect(result.errorOutput.isEmpty)
  }

  @Test(arguments: [
    (DemoProcess(script: "benchmark"), ["--runs"]),
    (DemoProcess(script: "benchmark"), ["--runs", "abc"]),
    (DemoProcess(script: "benchmark"), ["--runs", "0"]),
    (DemoProcess(script: "benchmark"), ["--json=yes"]),
    (DemoProcess(script: "kata"), ["start", "mvp"]),
    (DemoProcess(script: "kata"), ["bogus"]),
    (DemoProcess(script: "kata"), ["status", "extra"]),
    (DemoProcess(script: "architectures"), ["bogus"]),
    (DemoProcess(name: "architectures"), ["--markdown", "--bogus"]),
    (DemoProcess(name: "architectures"), ["--markdown=false"]),
    (DemoProcess(name: "test-results"), []),
    (DemoProcess(name: "test-results"), ["one.jsonl", "two.jsonl"]),
    (DemoProcess(script: "compliance-matrix"), ["--bogus"]),
    (DemoProcess(script: "check-toolchain-floor"), ["--bogus"]),
    (DemoProcess(script: "fuzz"), ["--skip-build=no"]),
    (DemoProcess(script: "play-demo"), ["nosuch-demo"]),
    (DemoProcess(script: "play-compare"), ["mvp"]),
    (DemoProcess(script: "play-trace"), ["--bogus"]),
    (DemoProcess(script: "check-terminal-restore"), ["extra"]),
    (DemoProcess(script: "check-docs-commands"), ["no-such-page.md"]),
    (DemoProcess(script: "check-one-build"), ["--bogus"]),
    (DemoProcess(script: "build-profile"), ["--top", "0"]),
    (DemoProcess(script: "build-profile"), ["--tsv=yes"]),
    (DemoProcess(script: "generate-width-table"), ["extra"]),
    (DemoProcess(script: "docs-site"), ["--bogus"]),
    (DemoProcess(script: "regenerate-docs"), ["--write"]),
    (DemoProcess(script: "docs-site"), ["--serve=yes"]),
    (DemoProcess(script: "docs-site"), ["--port", "http"]),
    (DemoProcess(script: "docs-site"), ["--port"]),
    (DemoProcess(name: "docs-generator"), []),
    (DemoProcess(name: "docs-generator"), ["publish"]),
    (DemoProcess(name: "docs-generator"), ["write", "--output"]),
    (DemoProcess(name: "docs-generator"), ["write", "--output", "x"]),
    (DemoProcess(name: "docs-generator"), ["modules", "--bogus"]),
    (DemoProcess(name: "docs-generator"), ["--help=yes"]),
    (DemoProcess(script: "new-architecture"), []),
    (DemoProcess(script: "new-architecture"), ["Mine", "--to", "mvp"]),
    (DemoProcess(script: "new-architecture"), ["--remove"]),
    (DemoProcess(name: "new-architecture"), ["Mine"]),
    (DemoProcess(name: "new-architecture"), ["--remove", "Mine", "mvp"]),
    (DemoProcess(name: "new-architecture"), ["--from", "mvp", "Mine"]),
    (DemoProcess(script: "check-new-architecture"), ["--bogus"]),
    (DemoProcess(script: "check-new-architecture"), ["--in-place", "extra"]),
  ])
  func aUsageErrorPrintsOneUsageLineAndExitsTwo(_ tool: DemoProcess, _ arguments: [String])
    async throws
  {
    let result = try await tool.run(arguments)
    #expect(result.status == 2, "\(tool.name) \(arguments): \(result.errorOutput)")
    #expect(result.output.isEmpty, "\(tool.name) \(arguments) printed \(result.output)")
    let lines = result.errorOutput.split(separator: "\n")
    #expect(lines.count == 1, "\(tool.name) \(arguments): \(lines)")
    #expect(lines.first?.contains("usage:") == true, "\(lines)")
  }

  @Test(arguments: [["..", "README"], ["mvp", "../../README"], ["../Exercises", "README"]])
  func onlyARegisteredExerciseStarts(_ arguments: [String]) async throws {
    let result = try await DemoProcess(script: "kata").run(["start"] + arguments)
    #expect(result.status == 2, "\(arguments): \(result.output)")
    #expect(!result.output.contains("Started"))
    #expect(result.errorOutput.contains("no exercise"), "\(result.errorOutput)")
    let status = try await DemoProcess(script: "kata").run(["status"])
    #expect(status.output == "no exercise in progress\n")
  }

  /// The tests read the seed as a number and fall back to their own seed on anything else, so
  /// a seed that is not one is refused before anything runs, rather than reported as passing.
  @Test(arguments: [
    ["FUZZ_SEED": "abc"], ["FUZZ_SEED": "18446744073709551616"], ["FUZZ_SEED": "-1"],
    ["TRACE_RUNS": "many"], ["WRITE_ROUNDS": "0"],
  ])
  func fuzzRefusesANumberItCannotRead(_ environment: [String: String]) async throws {
    // Few rounds of everything, should the value be taken.
    let short = [
      "TRACE_RUNS": "1", "WRITE_ROUNDS": "1", "FUZZ_ITERATIONS": "1", "STRESS_ROUNDS": "1",
    ]
    let result = try await DemoProcess(script: "fuzz").run(
      ["--skip-build"], environment: short.merging(environment) { $1 })
    let name = try #require(environment.keys.first)
    #expect(result.status == 2, "\(environment): \(result.output)")
    #expect(result.output.isEmpty)
    let lines = result.errorOutput.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].hasPrefix(name + " must be a"), "\(lines)")
  }

  /// A script copied into a scratch folder may still be open for writing in a process another
  /// test forked meanwhile; the suite runs it through its interpreter, which only reads it, so
  /// that it runs anyway (executing it would fail with "Text file busy").
  @Test func aScriptStillOpenForWritingRuns() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("hello")
    try Data("#!/usr/bin/env bash\necho \"ran with $#: $1\"\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let writer = try FileHandle(forWritingTo: script)
    defer { try? writer.close() }
    let result = try await DemoProcess(script: "hello", at: script).run(["one"])
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(result.output == "ran with 1: one\n")
  }

  /// `--skip-build` with nothing built runs no test: it says so, rather than blaming the traces.
  ///
  /// The `swift` the script finds first answers as SwiftPM does in a folder with no package:
  /// one error line, status 1, and no event stream. What is tested is how the script reads that
  /// (a run with no event is a run that tested nothing), without starting the toolchain.
  @Test func fuzzWithoutATestBuildSaysThatNothingWasTested() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItems(
      ["Scripts/fuzz", "Scripts/lib"], from: DemoProcess.packageDirectory, to: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
    let swift = folder.appendingPathComponent("bin/swift")
    try Data(
      """
      #!/bin/sh
      echo "error: Could not find Package.swift in this directory or any of its parent" \
        "directories." >&2
      exit 1

      """.utf8
    ).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let bin = folder.appendingPathComponent("bin").path
    let fuzz = DemoProcess(script: "fuzz", at: folder.appendingPathComponent("Scripts/fuzz"))
    let result = try await fuzz.run(
      ["--skip-build"], environment: ["FUZZ_SEED": "7", "PATH": bin + ":" + path])
    #expect(result.status == 1)
    let last = result.errorOutput.split(separator: "\n").last ?? ""
    #expect(last.hasPrefix("fuzz: the tests did not run: no test build"), "\(result.errorOutput)")
    #expect(!result.errorOutput.contains("printed different calls"))
    #expect(!result.output.contains("passed"))
  }
}
