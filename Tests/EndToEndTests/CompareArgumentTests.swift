import Foundation
import Testing

/// `compare`'s arguments, read alike by every subcommand: the package it is pointed at, and the
/// architectures it is given.
@Suite struct CompareArgumentTests {
  let compare = DemoProcess(name: "compare")

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
    let result = try await compare.run(
      arguments + ["--package-path", packagePath], input: "swift\n")
    #expect(result.status == 1, "\(arguments) \(result.errorOutput)")
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput
        == "compare: no Package.swift in '\(packagePath)': --package-path takes the "
        + "package's folder\n")
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
  func aRepeatedArchitectureIsRefusedInOneLine(_ arguments: [String], _ command: String)
    async throws
  {
    let result = try await compare.run(arguments, input: ":quit\n")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput.hasPrefix("compare: '\(command)' names MVP twice ('mvp' and '"),
      "\(result.errorOutput)")
    #expect(result.errorOutput.split(separator: "\n").count == 1)
  }
}
