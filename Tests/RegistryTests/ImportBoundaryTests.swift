import Foundation
import TestSupport
import Testing

/// The layer boundary, checked in the one build everybody makes: every import of one of the
/// package's modules is a dependency `Package.swift` declares, and no presentation module (nor
/// the shared model) can reach the toolkit.
///
/// `swift build` alone does not prove it: once `TerminalUI` is built, an incremental build lets
/// a presenter import it without declaring it. `swift build --explicit-target-dependency-import-
/// check error` refuses it too, but as a build of its own, so the suite checks it instead.
@Suite struct ImportBoundaryTests {
  static let manifest = try? PackageTargets(text: RegistryTests.read("Package.swift"))

  /// The modules a file imports, `import struct A.B` and `@testable import A` included.
  static func imports(in source: String) -> [String] {
    let pattern =
      /^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/
    return source.newlineSeparatedLines.compactMap { line in
      guard line.containsExactly("import ") else { return nil }
      return line.firstMatch(of: pattern).map { String($0.1) }
    }
  }

  /// The Swift files under `folder`, relative to the package's root.
  static func swiftFiles(under folder: String) -> [String] {
    let url = RegistryTests.root.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String }
    return (paths ?? []).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
  }

  @Test func theManifestIsRead() throws {
    let manifest = try #require(Self.manifest)
    #expect(manifest.targets.count > 40)
    #expect(manifest.targets["MVPPresentation"]?.dependencies == ["RepositorySearch"])
    #expect(manifest.targets["MVPPresentation"]?.path == "Sources/MVP/Presentation")
    #expect(Self.imports(in: "#if canImport(Glibc)\n  import Glibc\n#endif") == ["Glibc"])
    #expect(
      Self.imports(in: "@testable import TerminalUI\nimport struct A.B") == ["TerminalUI", "A"])
  }

  /// As `--explicit-target-dependency-import-check` counts: a module reached through a declared
  /// dependency may be imported too (a test target that depends on `TestSupport` sees its model).
  @Test func everyImportOfAModuleOfThePackageIsADeclaredDependency() throws {
    let manifest = try #require(Self.manifest)
    for (name, target) in manifest.targets.sorted(by: { $0.key < $1.key }) {
      let reachable = manifest.dependencies(reachableFrom: name)
      let files = Self.swiftFiles(under: target.path)
      #expect(!files.isEmpty, "\(name): no Swift files under \(target.path)")
      for file in files {
        let source = try RegistryTests.read(file)
        for module in Self.imports(in: source) where manifest.targets[module] != nil {
          #expect(
            reachable.contains(module),
            "\(file) imports \(module), which Package.swift does not give \(name)")
        }
      }
    }
  }

  @Test func noPresentationModuleNorTheModelCanReachTheToolkit() throws {
    let manifest = try #require(Self.manifest)
    let uiFree = manifest.targets.filter {
      $0.value.path.hasSuffix("/Presentation") || $0.key == "RepositorySearch"
    }
    #expect(uiFree.count >= 6)
    for name in uiFree.keys.sorted() {
      let reachable = manifest.dependencies(reachableFrom: name)
      #expect(
        reachable.isDisjoint(with: ["TerminalUI", "SharedUI", "Launcher"]),
        "\(name) reaches \(reachable.sorted())")
    }
  }
}
