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

  @Test func everyDemoInPackageSwiftIsRegisteredAndTheReverse() throws {
    let manifest = try PackageManifest(text: Self.read("Package.swift"))
    let registered = Dictionary(
      uniqueKeysWithValues: Registry.architectures.map { ($0.executable, $0.folder) })
    #expect(Set(manifest.demoPaths.keys) == Set(registered.keys))
    for (executable, folder) in registered {
      #expect(manifest.demoPaths[executable] == "Sources/\(folder)/Demo", "\(executable)")
    }
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
