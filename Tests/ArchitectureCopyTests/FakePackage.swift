import Comparison
import TraceInstrumentation

/// A small package laid out as the kit is, with one architecture, `Split`, to copy: a non-UI
/// module, a UI module, a demo, tests of both, a README and its traced copy.
enum FakePackage {
  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription

    let architectures: [(folder: String, demo: String, presentationModule: Bool)] = [
      // Split: a presenter in a module of its own.
      (folder: "Split", demo: "split-demo", presentationModule: true),
    ]

    let package = Package(
      name: "Fake",
      targets: [
        .target(name: "RepositorySearch"),
        .target(name: "ToolsPresentation", path: "Sources/Elsewhere"),
        .target(
          name: "Registry",
          dependencies: ["SharedUI"] + architectures.map { .target(name: $0.folder) }
        ),
      ]
    )

    """

  static let registry = """
    import SharedUI
    import Split

    public enum Registry {
      public static let architectures: [Architecture] = shipped + added

      public static let shipped: [Architecture] = [
        .split,
      ]

      public static let added: [Architecture] = []
    }

    """

  static let entry = """
    import SharedUI
    import TerminalUI

    extension Architecture {
      /// Split, a presenter apart: the entry point the launcher and the registry use.
      public static let split = Architecture(
        name: "Split View",
        executable: "split-demo",
        folder: "Split",
        summary: "a presenter in a module of its own, "
          + "over two lines",
        family: .presenter
      ) { environment in
        Assembly(environment: environment).makeRootViewController()
      }
    }

    """

  static let presenter = """
    import RepositorySearch

    /// Split's presenter: it decides; `SplitPresentation` cannot see the toolkit.
    @MainActor
    package final class SearchPresenter {
      package var onChange: (() -> Void)?
      let label = "Split"
    }

    """

  static let assembly = """
    import RepositorySearch
    import SharedUI
    import SplitPresentation
    import TerminalUI

    /// Builds Split's screens.
    @MainActor
    struct Assembly {
      let environment: AppEnvironment
      let presenter = SearchPresenter()
      let split = 1
      func make() -> Int { split + Split.Assembly.count }
      static let count = 0
    }

    """

  static let demo = """
    import Launcher
    import SharedUI
    import Split

    await Launcher.main(.split)

    """

  static let uiTest = """
    import SplitPresentation
    import Testing

    @testable import Split

    @Test func buildsTheScreen() {
      #expect(Architecture.split.folder == "Split")
      let path = "Sources/Split/UI/Assembly.swift"
      #expect(String(describing: SplitPresentation.SearchPresenter.self) != path)
    }

    """

  static let readme = """
    # Split — `split-demo`

    ## Roles

    | role | type | owns | knows |
    | --- | --- | --- | --- |
    | Presenter | `SearchPresenter` (`Presentation/`) | the results | its view |
    | Composition root | `Assembly`, called by `Architecture.split` | nothing | everything |

    `SplitPresentation` is its own module.

    ## Data flow

    <!-- compare trace split search -->
    ```mermaid
    sequenceDiagram
        Person->>TerminalUI: types "swift"
    ```
    <!-- end compare trace -->

    ## Trade-offs

    Few.

    """

  /// The package's files, by path.
  static var files: [String: String] {
    var files = [
      "Package.swift": manifest,
      RegistrySource.path: registry,
      "Sources/Split/UI/Architecture+Entry.swift": entry,
      "Sources/Split/UI/Assembly.swift": assembly,
      "Sources/Split/Presentation/SearchPresenter.swift": presenter,
      "Sources/Split/Demo/main.swift": demo,
      "Sources/Split/README.md": readme,
      "Sources/Split/concerns.json": #"{"loading": {"file": "Sources/Split/UI/Assembly.swift"}}"#
        + "\n",
      "Tests/SplitTests/AssemblyTests.swift": uiTest,
      "Tests/SplitPresentationTests/SearchPresenterTests.swift": "import SplitPresentation\n",
      "Sources/RepositorySearch/Repository.swift": "public struct Repository {}\n",
    ]
    let sources = files.filter { $0.key.hasPrefix("Sources/Split/") }
    for file in TracedCopy(architecture: "Split").files(sources: sources) {
      files[file.path] = file.text
    }
    files[TracedRegistryFile.path] = TracedRegistryFile.text(
      architectures: [(folder: "Split", entryPoint: "split")])
    return files
  }

  static var tree: InMemoryFileTree { InMemoryFileTree(files: files) }
}
