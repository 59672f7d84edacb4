import Comparison
import Foundation
import Registry
import SharedUI
import Testing

/// The registry, `Package.swift`, the folders and the README agree about the architectures.
@Suite struct RegistryTests {
  /// The package's root folder, two levels above this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func namesExecutablesAndFoldersAreUnique() {
    let architectures = Registry.architectures
    #expect(Set(architectures.map(\.name)).count == architectures.count)
    #expect(Set(architectures.map(\.executable)).count == architectures.count)
    #expect(Set(architectures.map(\.folder)).count == architectures.count)
    #expect(architectures.allSatisfy { $0.executable.hasSuffix("-demo") })
  }

  @Test func everyArchitectureInPackageSwiftIsRegisteredAndTheReverse() throws {
    let manifest = PackageManifest(text: try Self.read("Package.swift"))
    let listed = manifest.architectures.map { "\($0.folder) \($0.demo)" }
    let registered = Registry.architectures.map { "\($0.folder) \($0.executable)" }
    for entry in listed where !registered.contains(entry) {
      Issue.record("Package.swift lists \(entry) and the registry does not: add it to Registry")
    }
    for entry in registered where !listed.contains(entry) {
      Issue.record(
        "the registry lists \(entry) and Package.swift's `architectures` does not: add its entry")
    }
    #expect(manifest.target(named: "MVPDemo")?.path == "Sources/MVP/Demo")
  }

  @Test(arguments: Registry.architectures)
  func folderHasTheSharedLayout(_ architecture: Architecture) {
    let files = [
      "Sources/\(architecture.folder)/README.md",
      "Sources/\(architecture.folder)/Demo/main.swift",
      "Sources/\(architecture.folder)/UI/Architecture+Entry.swift",
      "Sources/\(architecture.folder)/UI/Assembly.swift",
      "Tests/\(architecture.folder)Tests",
    ]
    for file in files {
      #expect(
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(file).path),
        "\(file) is missing")
    }
  }

  @Test func readmeTableMatchesTheRegistry() throws {
    let readme = try Self.read("README.md")
    let begin = "<!-- architectures:begin -->\n"
    let end = "<!-- architectures:end -->"
    let start = try #require(readme.range(of: begin), "README has no architectures table")
    let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex))
    #expect(
      String(readme[start.upperBound..<stop.lowerBound]) == Registry.markdownTable,
      "README's table is stale: paste `swift run architectures --markdown` between the markers")
  }
}
