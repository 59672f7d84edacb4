import Foundation
import Testing

/// What `compare` decides before any subcommand runs, and for every one alike: usage errors,
/// help, version, the package it is pointed at, the architectures it is given.
@MainActor
@Suite struct CompareTests {
  @Test func badCommandLinesExitTwoWithOneLine() async {
    let unknown = await CompareRun(["diff", "mvc", "nosuch"])
    #expect(unknown.status == 2)
    #expect(unknown.output.isEmpty)
    #expect(
      unknown.errorOutput.hasPrefix("compare: no architecture 'nosuch' (registered: mvc, mvp"))
    #expect(unknown.errorOutput.split(separator: "\n").count == 1)
    let flag = await CompareRun(["--bogus"])
    #expect(flag.status == 2)
    #expect(
      flag.errorOutput == "compare: unknown option '--bogus'. Run 'compare --help' for usage.\n")
  }

  /// `--help` anywhere, `-h`, `help`, and the demos' `--help` and `--version` after `run A B`.
  @Test func printsHelpAndVersion() async {
    for arguments in [["--help"], ["-h"], ["help"], ["diff", "mvc", "--help"]] {
      let help = await CompareRun(arguments)
      #expect(help.status == 0, "\(arguments)")
      #expect(help.output.hasPrefix("compare — the architectures side by side"), "\(arguments)")
      #expect(help.output.contains("\n  compare run A B "), "\(arguments)")
      #expect(help.errorOutput.isEmpty)
    }
    let runHelp = await CompareRun(["run", "mvc", "mvp", "--help"])
    #expect(runHelp.status == 0 && runHelp.output.contains("\n  compare run A B "))
    for arguments in [["--version"], ["run", "mvc", "mvp", "--version"]] {
      let version = await CompareRun(arguments)
      #expect(version.status == 0)
      #expect(version.output.hasPrefix("compare (SideBySide "), "\(arguments)")
      #expect(version.output.hasSuffix(")\n") && version.output.split(separator: "\n").count == 1)
    }
  }

  /// A flag's value quoted in a usage error never reaches standard error with its control
  /// bytes (W4).
  @Test func anArgumentsControlBytesNeverReachStandardError() async {
    let result = await CompareRun(["diff", "\u{1B}[2J", "mvp"])
    #expect(result.status == 2)
    #expect(!result.errorOutput.contains("\u{1B}"))
    #expect(result.errorOutput.contains("␛[2J"))
    let newline = await CompareRun(["diff", "mvc\nmvp", "mvp"])
    #expect(newline.status == 2)
    #expect(newline.errorOutput.split(separator: "\n").count == 1, "one line")
  }

  /// A reader that went away ends the run quietly, with a non-zero status (W5).
  @Test func aClosedOutputEndsQuietly() async {
    let trace = await CompareRun(["trace", "mvp"], input: "swift\n", outputIsClosed: true)
    #expect(trace.status == 1)
    #expect(trace.errorOutput.isEmpty)
    let run = await CompareRun(
      ["run", "mvc", "mvp"], input: "swift\n:quit\n", outputIsClosed: true)
    #expect(run.status == 1)
    #expect(run.errorOutput.isEmpty)
    #expect(run.streams.outputAtEachRead.isEmpty, "no step read once the first screens fail")
    let help = await CompareRun(["--help"], outputIsClosed: true)
    #expect(help.status == 1)
    #expect(help.errorOutput.isEmpty)
  }

  /// Every subcommand, each given one of the two folders without a `Package.swift` in turn: one
  /// that exists and is empty, and one that does not exist.
  @Test(
    arguments: [
      ["vocabulary"], ["table"], ["path"], ["path", "--write"], ["diff", "mvc", "mvp"],
      ["diff", "--write"], ["graph", "mvp"], ["graph", "--write"], ["trace", "--write"],
      ["trace", "mvp"], ["screenshot"], ["screenshot", "--write"],
    ].enumerated().map { Subcommand(arguments: $1, isGivenAMissingFolder: $0.isMultiple(of: 2)) })
  func everySubcommandRefusesAFolderWithoutPackageSwift(_ subcommand: Subcommand) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-package-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = subcommand.arguments
    let packagePath =
      subcommand.isGivenAMissingFolder ? folder.appendingPathComponent("missing").path : folder.path
    let result = await CompareRun(arguments + ["--package-path", packagePath], input: "swift\n")
    #expect(result.status == 1, "\(arguments) \(result.errorOutput)")
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput
        == "compare: no Package.swift in '\(packagePath)': --package-path takes the "
        + "package's folder\n")
    #expect(result.streams.outputAtEachRead.isEmpty, "no step read")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// A subcommand's arguments, and which folder without a `Package.swift` it is given.
  struct Subcommand: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let isGivenAMissingFolder: Bool

    var testDescription: String {
      arguments.joined(separator: " ") + (isGivenAMissingFolder ? ", a missing folder" : "")
    }
  }

  @Test(arguments: [
    (["table", "mvp", "MVP"], "table"), (["mvp", "flux", "mvp"], "table"),
    (["diff", "mvp", "MVP"], "diff"), (["run", "mvp", "mvp"], "run"),
    (["trace", "mvp", "MVP"], "trace"),
  ])
  func aRepeatedArchitectureIsRefusedInOneLine(_ arguments: [String], _ command: String) async {
    let result = await CompareRun(arguments, input: ":quit\n")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput.hasPrefix("compare: '\(command)' names MVP twice ('mvp' and '"),
      "\(result.errorOutput)")
    #expect(result.errorOutput.split(separator: "\n").count == 1)
  }
}
