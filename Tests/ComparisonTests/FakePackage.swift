import Comparison

/// A small package with two architectures, laid out as the kit's are.
///
/// "Split" has a non-UI module, "Single" is one module. Tests change a file or two to see the
/// comparison react.
enum FakePackage {
  static let split = ComparedArchitecture(name: "Split", folder: "Split")
  static let single = ComparedArchitecture(name: "Single", folder: "Single")

  static let manifest = """
    let package = Package(
      targets: [
        .target(name: "RepositorySearch"),
        .target(
          name: "SplitPresentation",
          dependencies: ["RepositorySearch"],
          path: "Sources/Split/Presentation"
        ),
        .target(
          name: "Split",
          dependencies: ["SplitPresentation", "RepositorySearch", "TerminalUI"],
          path: "Sources/Split/UI"
        ),
        .testTarget(name: "SplitPresentationTests", dependencies: ["SplitPresentation"]),
        .target(
          name: "Single",
          dependencies: ["RepositorySearch", "SharedUI", "TerminalUI"],
          path: "Sources/Single/UI"
        ),
      ]
    )
    """

  static let presenter = """
    import Observation
    import RepositorySearch

    /// Owns the results.
    @MainActor
    package final class SearchPresenter {
      package weak var view: (any SearchOutput)?
      private let model: any RepositorySearchService
      private var repositories: [Repository] = []
      private var summary: String { "\\(repositories.count) found" }

      package init(model: any RepositorySearchService) {
        self.model = model
      }

      package func searchButtonClicked(query text: String) {
        // Validation: SearchQuery(text) would throw here.
        view?.showLoading()
      }

      package func loadNextPage() {}
    }

    /// What the presenter tells its view.
    @MainActor
    package protocol SearchOutput: AnyObject {
      func showLoading()
      var isVisible: Bool { get }
    }
    """

  static let viewController = """
    import SplitPresentation
    import TerminalUI

    final class SearchViewController: ViewController {
      let presenter: SearchPresenter
      private let assembly: Assembly

      init(presenter: SearchPresenter, assembly: Assembly) {
        self.presenter = presenter
        self.assembly = assembly
        super.init()
      }

      func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        navigationController?.pushViewController(DetailViewController())
      }
    }

    final class DetailViewController: ViewController {}
    """

  static let assembly = """
    struct Assembly {
      let environment: AppEnvironment

      func makeSearchScreen() -> SearchViewController {
        let presenter = SearchPresenter(model: environment.searchService)
        let screen = SearchViewController(presenter: presenter, assembly: self)
        presenter.view = screen
        return screen
      }
    }
    """

  static let splitConcerns = """
    {
      "validation": {
        "file": "Presentation/SearchPresenter.swift",
        "symbol": "SearchPresenter.searchButtonClicked(query:)"
      },
      "loading": {
        "file": "Presentation/SearchPresenter.swift",
        "symbol": "SearchPresenter.searchButtonClicked(query:)"
      },
      "paging": { "file": "Presentation/SearchPresenter.swift", "symbol": "SearchPresenter.loadNextPage()" },
      "navigation": [
        { "file": "UI/SearchViewController.swift",
          "symbol": "SearchViewController.tableView(_:didSelectRowAt:)" }
      ],
      "searchAsYouType": {
        "file": "Presentation/SearchPresenter.swift", "symbol": "SearchPresenter.loadNextPage()"
      },
      "formatting": { "file": "Presentation/SearchPresenter.swift", "symbol": "SearchPresenter.summary" }
    }
    """

  static let singleController = """
    final class SearchViewController: ViewController {
      private let model: any RepositorySearchService
      private var repositories: [Repository] = []

      init(model: any RepositorySearchService) {
        self.model = model
      }

      func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    }
    """

  static let singleConcerns = """
    {
      "validation": { "file": "UI/SearchViewController.swift",
        "symbol": "SearchViewController.searchBarSearchButtonClicked(_:)" },
      "loading": { "file": "UI/SearchViewController.swift",
        "symbol": "SearchViewController.searchBarSearchButtonClicked(_:)" },
      "paging": { "file": "UI/SearchViewController.swift",
        "symbol": "SearchViewController.searchBarSearchButtonClicked(_:)" },
      "navigation": { "file": "UI/SearchViewController.swift",
        "symbol": "SearchViewController.searchBarSearchButtonClicked(_:)" },
      "searchAsYouType": { "file": "UI/SearchViewController.swift",
        "symbol": "SearchViewController.searchBarSearchButtonClicked(_:)" },
      "formatting": { "file": "UI/SearchViewController.swift",
        "symbol": "SearchViewController.repositories" }
    }
    """

  /// The whole package.
  static var tree: InMemoryFileTree {
    InMemoryFileTree(files: [
      "Package.swift": manifest,
      "Sources/Split/README.md": "# Split\n\nRoles.\n",
      "Sources/Split/concerns.json": splitConcerns,
      "Sources/Split/Presentation/SearchPresenter.swift": presenter,
      "Sources/Split/UI/SearchViewController.swift": viewController,
      "Sources/Split/UI/Assembly.swift": assembly,
      "Sources/Split/UI/Router.swift": "final class Router {\n  func show() {}\n}\n",
      "Sources/Split/Demo/main.swift": "import Launcher\n",
      "Tests/SplitPresentationTests/SearchPresenterTests.swift":
        "@Suite struct T {\n  @Test func a() {}\n  // @Test func commentedOut() {}\n  @Test func b() {}\n}\n",
      "Tests/SplitTests/AssemblyTests.swift": "@Test func wiring() {}\n",
      "Sources/Single/README.md": "# Single\n\nRoles, once.\n",
      "Sources/Single/concerns.json": singleConcerns,
      "Sources/Single/UI/SearchViewController.swift": singleController,
    ])
  }
}
