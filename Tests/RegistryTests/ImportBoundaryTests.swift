import Comparison
import Foundation
import SwiftSource
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
  static let manifest = (try? RegistryTests.read("Package.swift")).map(PackageManifest.init)

  /// Every target `name` depends on in `manifest`, directly or not.
  static func dependencies(reachableFrom name: String, in manifest: PackageManifest)
    -> Set<String>
  {
    var reached: Set<String> = []
    var pending = manifest.target(named: name)?.dependencies ?? []
    while let next = pending.popLast() {
      if reached.insert(next).inserted {
        pending += manifest.target(named: next)?.dependencies ?? []
      }
    }
    return reached
  }

  /// The modules a file imports, `import struct A.B` and `@testable import A` included; a line
  /// of a string literal that reads like an import (a test's Swift source) is none.
  static func imports(in source: String) -> [String] {
    // Only the lines that hold `import ` are read, and a file has few.
    let lines = source.linesHolding("import ")
    // Blanking the literals costs a pass over the file: only a file with an indented import,
    // which a literal or an `#if` holds, pays it.
    let code =
      lines.contains { $0.first?.isWhitespace == true }
      ? SwiftCode(source).text.linesHolding("import ") : lines
    return code.compactMap { importedModule(in: $0) }
  }

  /// The module an import declaration on `line` names: attributes (`@testable`), then an access
  /// level, then `import`, then a kind of declaration (`struct`) and the module, read word by
  /// word (a regular expression here would be parsed again for every file of the package).
  private static func importedModule(in line: some StringProtocol) -> String? {
    var words = line.split(whereSeparator: \.isWhitespace)[...]
    while words.first?.hasPrefix("@") == true { words.removeFirst() }
    if let first = words.first, accessLevels.contains(String(first)) { words.removeFirst() }
    guard words.popFirst() == "import", var name = words.popFirst() else { return nil }
    if declarationKinds.contains(String(name)) {
      guard let next = words.popFirst() else { return nil }
      name = next
    }
    let module = name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return module.isEmpty ? nil : String(module)
  }

  private static let accessLevels: Set = [
    "public", "package", "internal", "fileprivate", "private",
  ]
  private static let declarationKinds: Set = [
    "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
  ]

  /// The Swift files under `folder`, relative to the package's root.
  static func swiftFiles(under folder: String) -> [String] {
    let url = RegistryTests.root.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String }
    return (paths ?? []).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
  }

  @Test func theManifestIsRead() throws {
    let manifest = try #require(Self.manifest)
    #expect(manifest.targets.count > 40)
    #expect(manifest.target(named: "MVPPresentation")?.dependencies == ["RepositorySearch"])
    #expect(manifest.target(named: "MVPPresentation")?.path == "Sources/MVP/Presentation")
    #expect(manifest.target(named: "Registry")?.dependencies.contains("MVP") == true)
    #expect(Self.imports(in: "#if canImport(Glibc)\n  import Glibc\n#endif") == ["Glibc"])
    #expect(
      Self.imports(in: "@testable import TerminalUI\nimport struct A.B") == ["TerminalUI", "A"])
    #expect(Self.imports(in: "import A\nlet text = \"\"\"\n  import B\n  \"\"\"\n") == ["A"])
    #expect(
      Self.imports(in: "@preconcurrency public import A\nimport\nimport func B.c") == ["A", "B"])
  }

  /// The lines the import check reads: each line that holds the text once, whole, in order,
  /// the first and the last too.
  @Test func linesHoldingTheTextAreFoundWhole() {
    let text = "import A\nlet x = 1\n  import B; import C\n\nimport D"
    #expect(text.linesHolding("import ") == ["import A", "  import B; import C", "import D"])
    #expect(text.linesHolding("missing").isEmpty)
    #expect("日本語 import X\n".linesHolding("import ") == ["日本語 import X"])
  }

  /// As `--explicit-target-dependency-import-check` counts: a module reached through a declared
  /// dependency may be imported too (a test target that depends on `TestSupport` sees its model).
  @Test func everyImportOfAModuleOfThePackageIsADeclaredDependency() throws {
    let manifest = try #require(Self.manifest)
    for target in manifest.targets.sorted(by: { $0.name < $1.name }) {
      let name = target.name
      let reachable = Self.dependencies(reachableFrom: name, in: manifest)
      let files = Self.swiftFiles(under: target.path)
      #expect(!files.isEmpty, "\(name): no Swift files under \(target.path)")
      for file in files {
        let source = try RegistryTests.read(file)
        for module in Self.imports(in: source) where manifest.target(named: module) != nil {
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
      $0.path.hasSuffix("/Presentation") || $0.name == "RepositorySearch"
    }
    #expect(uiFree.count >= 6)
    for name in uiFree.map(\.name).sorted() {
      let reachable = Self.dependencies(reachableFrom: name, in: manifest)
      #expect(
        reachable.isDisjoint(with: ["TerminalUI", "SharedUI", "Launcher"]),
        "\(name) reaches \(reachable.sorted())")
    }
  }
}
