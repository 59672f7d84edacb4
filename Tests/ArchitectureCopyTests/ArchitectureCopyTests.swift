import ArchitectureCopy
import Comparison
import Testing
import TraceInstrumentation

/// The copy, worked out on a package in memory: the files renamed, the entry rewritten, the
/// lists added to, and what it refuses.
@Suite struct ArchitectureCopyTests {
  static let copy = Result { () throws(Refusal) -> ArchitectureCopy in
    try ArchitectureCopy(name: "Mine", from: "split", tree: FakePackage.tree)
  }

  @Test func copiesTheFolderAndItsTestsUnderTheNewName() throws {
    let files = try Self.copy.get().files
    let copied = Set(files.keys.filter { $0.contains("Mine") && !$0.contains("Tracing") })
    #expect(
      copied == [
        "Sources/Mine/UI/Architecture+Entry.swift", "Sources/Mine/UI/Assembly.swift",
        "Sources/Mine/Presentation/SearchPresenter.swift", "Sources/Mine/Demo/main.swift",
        "Sources/Mine/README.md", "Sources/Mine/concerns.json",
        "Tests/MineTests/AssemblyTests.swift",
        "Tests/MinePresentationTests/SearchPresenterTests.swift",
      ])
    #expect(files.keys.allSatisfy { !$0.hasPrefix("Sources/Split/") })
  }

  /// Modules, imports and the entry point are renamed in code; a word in a comment or a string
  /// stays, but a module's name, a path and `Architecture.split` do not; type names stay.
  @Test func renamesTheModulesAndTheEntryPointAndNothingElse() throws {
    let files = try Self.copy.get().files
    #expect(
      files["Sources/Mine/UI/Assembly.swift"] == """
        import MinePresentation
        import RepositorySearch
        import SharedUI
        import TerminalUI

        /// Builds Split's screens.
        @MainActor
        struct Assembly {
          let environment: AppEnvironment
          let presenter = SearchPresenter()
          let split = 1
          func make() -> Int { split + Mine.Assembly.count }
          static let count = 0
        }

        """)
    #expect(
      files["Sources/Mine/Presentation/SearchPresenter.swift"]?.contains(
        "/// Split's presenter: it decides; `MinePresentation` cannot see the toolkit.") == true)
    #expect(
      files["Sources/Mine/Presentation/SearchPresenter.swift"]?.contains(
        "let label = \"Split\"") == true)
    #expect(
      files["Sources/Mine/Demo/main.swift"]
        == "import Launcher\nimport Mine\nimport SharedUI\n\nawait Launcher.main(.mine)\n")
    #expect(
      files["Tests/MineTests/AssemblyTests.swift"] == """
        import MinePresentation
        import Testing

        @testable import Mine

        @Test func buildsTheScreen() {
          #expect(Architecture.mine.folder == "Split")
          let path = "Sources/Mine/UI/Assembly.swift"
          #expect(String(describing: MinePresentation.SearchPresenter.self) != path)
        }

        """)
    #expect(
      files["Sources/Mine/concerns.json"]
        == #"{"loading": {"file": "Sources/Mine/UI/Assembly.swift"}}"# + "\n")
  }

  @Test func sortsTheImportsAgainAsTheFormatterDoes() throws {
    let copy = try ArchitectureCopy(name: "Zed", from: "split", tree: FakePackage.tree)
    #expect(
      copy.files["Sources/Zed/Demo/main.swift"]
        == "import Launcher\nimport SharedUI\nimport Zed\n\nawait Launcher.main(.zed)\n")
  }

  @Test func theEntryNamesTheCopyAndAsksForItsSummary() throws {
    #expect(
      try Self.copy.get().files["Sources/Mine/UI/Architecture+Entry.swift"] == """
        import SharedUI
        import TerminalUI

        extension Architecture {
          /// Mine, copied from Split View: the entry point the launcher and the registry use.
          public static let mine = Architecture(
            name: "Mine",
            executable: "mine-demo",
            folder: "Mine",
            summary: "copied from split; describe what this architecture shows",
            family: .presenter
          ) { environment in
            Assembly(environment: environment).makeRootViewController()
          }
        }

        """)
  }

  @Test func registersTheCopyInThePackageTheRegistryAndTheTracedRegistry() throws {
    let files = try Self.copy.get().files
    #expect(
      files["Package.swift"]
        == FakePackage.manifest.replacingOccurrences(
          of: "presentationModule: true),\n]",
          with: """
            presentationModule: true),
              // Mine: copied from Split View; say here what it shows.
              (folder: "Mine", demo: "mine-demo", presentationModule: true),
            ]
            """))
    #expect(
      files[RegistrySource.path]
        == FakePackage.registry.replacingOccurrences(
          of: "  public static let added: [Architecture] = []",
          with: """
              public static let added: [Architecture] = [
                .mine  // copied from split
              ]
            """
        ).replacingOccurrences(of: "import SharedUI\n", with: "import Mine\nimport SharedUI\n"))
    let zed = try ArchitectureCopy(name: "Zed", from: "split", tree: FakePackage.tree)
    #expect(
      zed.files[RegistrySource.path]?.hasPrefix("import SharedUI\nimport Split\nimport Zed\n")
        == true)
    #expect(
      files[TracedRegistryFile.path]
        == TracedRegistryFile.text(architectures: [("Mine", "mine"), ("Split", "split")]))
    let traced = files.keys.filter { $0.hasPrefix(TracedCopy.folder + "/Mine/") }.sorted()
    #expect(
      traced == [
        "Sources/Tracing/Generated/Mine/Presentation-SearchPresenter.swift",
        "Sources/Tracing/Generated/Mine/UI-Architecture+Entry.swift",
        "Sources/Tracing/Generated/Mine/UI-Assembly.swift",
      ])
    #expect(
      files["Sources/Tracing/Generated/Mine/UI-Assembly.swift"]?.hasPrefix(
        "// Generated from Sources/Mine/UI/Assembly.swift") == true)
  }

  /// The README has every architecture README's headings, a prompt under each, the source's
  /// roles renamed, and both diagrams between their markers.
  @Test func writesTheReadmeFromTheKitsShape() throws {
    let readme = try #require(try Self.copy.get().files["Sources/Mine/README.md"])
    let headings = readme.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(
      headings == [
        "# Mine — `mine-demo`", "## Roles", "## Data flow", "## What is tested without the UI",
        "## Who holds whom, drawn from the code", "## Trade-offs",
      ])
    #expect(readme.contains("| Composition root | `Assembly`, called by `Architecture.mine` |"))
    let traces = try EmbeddedBlocks.traces.blocks(in: readme)
    #expect(traces.map(\.key) == ["mine search"])
    #expect(traces.first?.content.contains("Person->>TerminalUI: types \"swift\"") == true)
    let graphs = try EmbeddedBlocks.graphs.blocks(in: readme)
    #expect(graphs.map(\.key) == ["mine"])
    #expect(graphs.first?.content.contains("MinePresentation") == true)
    #expect(readme.components(separatedBy: "Fill in:").count - 1 == 5)
  }

  @Test(arguments: [
    ("Split", "split", "Sources/Split exists already"),
    ("Mine", "nosuch", "no architecture 'nosuch' to copy (Package.swift lists split)"),
    ("RepositorySearch", "split", "Sources/RepositorySearch exists already"),
    ("Tools", "split", "a module ToolsPresentation already"),
    ("SPLIT", "split", "a disk that ignores case"),
    ("A12345678901234567890123456789", "split", "longer than 100 columns"),
  ])
  func refusesInOneLine(_ name: String, key: String, says: String) {
    #expect {
      try ArchitectureCopy(name: name, from: key, tree: FakePackage.tree)
    } throws: { error in
      let line = (error as? Refusal)?.description ?? ""
      return line.contains(says) && !line.contains("\n")
    }
  }

  @Test func refusesAnEntryPointOrADemoTheKitHas() {
    var files = FakePackage.files
    files[RegistrySource.path] = FakePackage.registry.replacingOccurrences(
      of: "    .split,", with: "    .split,\n    .mine,")
    #expect(throws: Refusal.self) {
      try ArchitectureCopy(name: "Mine", from: "split", tree: InMemoryFileTree(files: files))
    }
    files = FakePackage.files
    files["Package.swift"] = FakePackage.manifest.replacingOccurrences(
      of: "demo: \"split-demo\"", with: "demo: \"mine-demo\"")
    #expect(throws: Refusal.self) {
      try ArchitectureCopy(name: "Mine", from: "Split", tree: InMemoryFileTree(files: files))
    }
  }

  @Test func refusesAnEntryFileItCannotRewrite() {
    var files = FakePackage.files
    files["Sources/Split/UI/Architecture+Entry.swift"] = FakePackage.entry.replacingOccurrences(
      of: "    folder: \"Split\",\n", with: "")
    #expect {
      try ArchitectureCopy(name: "Mine", from: "split", tree: InMemoryFileTree(files: files))
    } throws: { error in
      (error as? Refusal)?.description.contains("is not written as the kit writes") == true
    }
  }
}
