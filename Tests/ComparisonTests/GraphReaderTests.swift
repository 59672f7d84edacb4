import Comparison
import Foundation
import Testing

/// The graph comes from the code: declared types, stored properties, `weak`, closures and the
/// modules `Package.swift` puts each file in.
@Suite struct GraphReaderTests {
  /// The fake package, with the model's protocol declared where the kit declares it.
  static func tree(editing edit: (inout InMemoryFileTree) -> Void = { _ in }) -> InMemoryFileTree {
    var tree = FakePackage.tree
    tree.files["Sources/RepositorySearch/RepositorySearchService.swift"] =
      "public protocol RepositorySearchService: Sendable {}\npublic struct Repository {}\n"
    edit(&tree)
    return tree
  }

  static func graph(
    _ tree: InMemoryFileTree, of architecture: ComparedArchitecture = FakePackage.split
  )
    throws -> ArchitectureGraph
  {
    try GraphReader(tree: tree).graph(of: architecture)
  }

  @Test func theNonUIModuleComesFirstAndTheModelOutsideIt() throws {
    let graph = try Self.graph(Self.tree())
    #expect(
      graph.modules.map(\.title) == [
        "SplitPresentation — no UI", "Split — UI", "RepositorySearch — shared model",
      ])
    #expect(
      graph.nodes(in: "SplitPresentation").map(\.label) == [
        "«protocol» SearchOutput", "SearchPresenter",
      ])
    #expect(
      graph.nodes(in: "Split").map(\.name) == [
        "DetailViewController", "Router", "SearchViewController",
      ])
    #expect(graph.nodes(in: "RepositorySearch").map(\.name) == ["RepositorySearchService"])
  }

  @Test func weakAndStrongReferencesAreTheCodes() throws {
    let graph = try Self.graph(Self.tree())
    #expect(
      graph.edges(from: "SearchPresenter").map { "\($0.label) \($0.kind) \($0.to)" } == [
        "model strong RepositorySearchService", "weak view weak SearchOutput",
      ])
    // The assembly is a struct that holds no reference: storing it holds nothing.
    #expect(graph.edges(from: "SearchViewController").map(\.to) == ["SearchPresenter"])
    #expect(graph.mermaid.contains("  SearchPresenter -.->|\"weak view\"| SearchOutput\n"))
  }

  @Test func droppingWeakMakesTheArrowStrong() throws {
    let path = "Sources/Split/Presentation/SearchPresenter.swift"
    let tree = Self.tree { tree in
      tree.files[path] = tree.files[path]?.replacingOccurrences(of: "weak var", with: "var")
    }
    let graph = try Self.graph(tree)
    #expect(graph.mermaid.contains("  SearchPresenter -->|\"view\"| SearchOutput\n"))
    #expect(graph != (try Self.graph(Self.tree())))
  }

  @Test func aClosureCapturingWeakSelfPointsWeaklyAtWhoSetsIt() throws {
    let closure = """
      final class ViewModel {
        var onChange: (() -> Void)?
      }

      final class Screen {
        let viewModel: ViewModel
        let other: ViewModel

        func viewDidLoad() {
          viewModel.onChange = { [weak self] in self?.render() }
        }
      }

      final class Holder {
        let viewModel: ViewModel

        func start() {
          viewModel.onChange = { print("changed") }
        }
      }
      """
    let tree = Self.tree { $0.files["Sources/Split/UI/Screen.swift"] = closure }
    let edges = try Self.graph(tree).edges(from: "ViewModel")
    #expect(
      edges.map { "\($0.label) \($0.kind) \($0.to)" } == [
        "onChange closure strong Holder", "onChange closure, weak self weak Screen",
      ])
  }

  /// Values, nested types and collections of values, each as a reader of the graph expects.
  static let values = """
    final class Store {}

    final class Dispatcher {
      private struct Registration {
        weak var store: Store?
      }

      private var registrations: [Registration] = []
    }

    struct Assembly {
      let dispatcher: Dispatcher
    }

    final class ViewModel {
      enum Focus { case searchBar, firstRow }
      final class Cache {}

      var focus: Focus = .searchBar
      let cache = Cache()
    }

    final class Screen {
      let viewModel: ViewModel
      let assembly: Assembly
      private var shownFocus: ViewModel.Focus?
      private let cache: ViewModel.Cache
    }
    """

  @Test func aValueIsNoReferenceButWhatItHoldsIs() throws {
    let tree = Self.tree { $0.files["Sources/Split/UI/Values.swift"] = Self.values }
    let graph = try Self.graph(tree)
    let names = graph.nodes.map(\.name)
    #expect(!names.contains("Assembly") && !names.contains("Registration"))
    #expect(!names.contains("Focus"))
    #expect(
      graph.edges(from: "Screen").map { "\($0.label) \($0.kind) \($0.to)" } == [
        "assembly.dispatcher strong Dispatcher", "viewModel strong ViewModel",
      ])
  }

  @Test func aNestedTypeIsItselfNotItsParent() throws {
    let tree = Self.tree { $0.files["Sources/Split/UI/Values.swift"] = Self.values }
    let edges = try Self.graph(tree).edges(from: "Screen")
    #expect(!edges.contains { $0.property == "shownFocus" })
    #expect(!edges.contains { $0.property == "cache" && $0.to == "ViewModel" })
  }

  @Test func aCollectionOfWeakRegistrationsIsAWeakEdge() throws {
    let tree = Self.tree { $0.files["Sources/Split/UI/Values.swift"] = Self.values }
    let edges = try Self.graph(tree).edges(from: "Dispatcher")
    #expect(
      edges.map { "\($0.property) \($0.kind) \($0.to)" } == ["registrations.store weak Store"])
  }

  @Test func conformancesOnlyToProtocolsTheGraphHolds() throws {
    let tree = Self.tree { tree in
      tree.files["Sources/Split/UI/Conformance.swift"] =
        "extension SearchViewController: SearchOutput, TableViewDelegate {}\n"
    }
    let edges = try Self.graph(tree).edges(from: "SearchViewController")
    #expect(edges.filter { $0.kind == .conformance }.map(\.to) == ["SearchOutput"])
  }

  @Test func aStandardLibraryProtocolHeldAsAnyStandsOutsideEveryModule() throws {
    let path = "Sources/Single/UI/SearchViewController.swift"
    let tree = Self.tree { tree in
      tree.files[path] = tree.files[path]?.replacingOccurrences(
        of: "  private var repositories",
        with: "  private let clock: any Clock<Duration>\n  private var repositories")
    }
    let graph = try Self.graph(tree, of: FakePackage.single)
    #expect(graph.modules.map(\.name) == ["Single", "RepositorySearch"])
    #expect(graph.nodes(in: nil).map(\.name) == ["Clock"])
    #expect(
      graph.mermaid.hasSuffix(
        "  end\n  Clock([\"«protocol» Clock\"])\n"
          + "  SearchViewController -->|\"clock\"| Clock\n"
          + "  SearchViewController -->|\"model\"| RepositorySearchService\n"))
  }

  /// A protocol whose only conformers in the architecture are values, held as `any P`, as a
  /// generic parameter constrained to `P` and as `some P`.
  static let reducers = """
    protocol Reducer<State> {
      associatedtype State
    }

    struct SearchReducer: Reducer {
      private let service: any RepositorySearchService
      private let detail: DetailReducer
    }

    struct DetailReducer: Reducer {
      private let opener: Opener
    }

    final class Opener {}

    final class Store<State: Equatable> {
      private var state: State
      private let reducer: any Reducer<State>
    }

    final class TypedStore<R: Reducer> {
      private let reducer: R
    }

    final class OpaqueStore {
      private let reducer: some Reducer = DetailReducer(opener: Opener())
    }
    """

  @Test func aProtocolHeldAsAValueIsSeenThroughToItsConformers() throws {
    let tree = Self.tree { $0.files["Sources/Split/Presentation/Reducers.swift"] = Self.reducers }
    let graph = try Self.graph(tree)
    for store in ["Store", "TypedStore"] {
      #expect(
        graph.edges(from: store).map { "\($0.label) \($0.kind) \($0.to)" } == [
          "reducer strong DetailReducer", "reducer strong SearchReducer",
        ], "\(store)")
    }
    #expect(
      graph.edges(from: "OpaqueStore").map { "\($0.label) \($0.to)" } == [
        "reducer DetailReducer", "reducer SearchReducer",
      ])
    #expect(
      graph.edges(from: "SearchReducer").map { "\($0.label) \($0.kind) \($0.to)" } == [
        "detail strong DetailReducer", "service strong RepositorySearchService",
        "conforms to conformance Reducer",
      ])
    #expect(graph.edges(from: "DetailReducer").map(\.label) == ["opener", "conforms to"])
    #expect(graph.nodes(in: "SplitPresentation").map(\.label).contains("«struct» SearchReducer"))
    #expect(graph.text(width: 100).contains("\n  struct SearchReducer\n    detail      --> "))
  }

  /// The package with the kit's shared modules: `SharedUI`'s environment, and the toolkit's
  /// navigation controller and containment.
  static func treeWithSharedModules(editing edit: (inout InMemoryFileTree) -> Void = { _ in })
    -> InMemoryFileTree
  {
    tree { tree in
      tree.files["Package.swift"] = tree.files["Package.swift"]?
        .replacingOccurrences(
          of: #"["SplitPresentation", "RepositorySearch", "TerminalUI"]"#,
          with: #"["SplitPresentation", "RepositorySearch", "SharedUI", "TerminalUI"]"#
        )
        .replacingOccurrences(
          of: #"    .target(name: "RepositorySearch"),"#,
          with: #"""
                .target(name: "RepositorySearch"),
                .target(name: "TerminalUI"),
                .target(name: "SharedUI", dependencies: ["RepositorySearch"]),
            """#)
      tree.files["Sources/SharedUI/AppEnvironment.swift"] = """
        public struct AppEnvironment: Sendable {
          public var searchService: any RepositorySearchService
          public var clock: any Clock<Duration>
          public var dataSourceName: String
        }
        """
      tree.files["Sources/TerminalUI/ViewController.swift"] = """
        open class ViewController {
          public internal(set) var children: [ViewController] = []
        }

        extension ViewController {
          public func addChild(_ child: ViewController) {
            children.append(child)
          }
        }
        """
      tree.files["Sources/TerminalUI/NavigationController.swift"] = """
        open class NavigationController: ViewController {
          public init(rootViewController: ViewController) {
            pushViewController(rootViewController)
          }

          public func pushViewController(_ viewController: ViewController) {
            addChild(viewController)
          }
        }
        """
      edit(&tree)
    }
  }

  @Test func theEnvironmentIsSeenThroughToTheCollaboratorsItHolds() throws {
    let tree = Self.treeWithSharedModules { tree in
      tree.files["Sources/Split/UI/Router.swift"] = """
        final class Router {
          private let environment: AppEnvironment
        }
        """
    }
    let graph = try Self.graph(tree)
    #expect(
      graph.edges(from: "Router").map { "\($0.label) \($0.kind) \($0.to)" } == [
        "environment.clock strong Clock",
        "environment.searchService strong RepositorySearchService",
      ])
    // The search screen stores the assembly, which stores the environment.
    #expect(
      graph.edges(from: "SearchViewController").map(\.label).contains(
        "assembly.environment.searchService"))
    #expect(!graph.nodes.map(\.name).contains("AppEnvironment"))
  }

  @Test func theToolkitHoldsWhatIsPushedAndWhatIsAddedAsAChild() throws {
    let tree = Self.treeWithSharedModules { tree in
      tree.files["Sources/Split/UI/Router.swift"] = """
        final class RootViewController: ViewController {
          let router: Router

          func show(_ viewController: ViewController) {
            addChild(viewController)
          }
        }

        final class Router {
          weak var container: RootViewController?
          private var searchScreen: SearchViewController?
          private let assembly: Assembly

          func showSearchScreen() {
            let screen = searchScreen ?? assembly.makeSearchScreen()
            container?.show(screen)
          }

          func showDetail() {
            container?.show(DetailViewController())
          }

          func makeRootViewController() -> ViewController {
            NavigationController(
              rootViewController: assembly.makeSearchScreen())
          }
        }
        """
    }
    let graph = try Self.graph(tree)
    // The search screen pushes the detail screen on its navigation controller.
    #expect(
      graph.edges(from: "NavigationController").map { "\($0.label) \($0.kind) \($0.to)" } == [
        "stack strong DetailViewController", "stack strong SearchViewController",
      ])
    #expect(graph.nodes.first { $0.name == "NavigationController" }?.module == "TerminalUI")
    #expect(
      graph.edges(from: "RootViewController").map { "\($0.label) \($0.kind) \($0.to)" } == [
        "child strong DetailViewController", "child strong SearchViewController",
        "router strong Router",
      ])
  }

  @Test func anAlwaysEmptyConstantCollectionHoldsNothing() throws {
    let tree = Self.tree { tree in
      tree.files["Sources/Split/UI/Coordinators.swift"] = """
        protocol Coordinator: AnyObject {}

        final class AppCoordinator: Coordinator {
          private(set) var childCoordinators: [any Coordinator] = []
        }

        final class DetailCoordinator: Coordinator {
          let childCoordinators: [any Coordinator] = []
          let byName: [String: any Coordinator] = [:]
        }
        """
    }
    let graph = try Self.graph(tree)
    #expect(
      graph.edges(from: "AppCoordinator").map { "\($0.label) \($0.to)" } == [
        "childCoordinators Coordinator", "conforms to Coordinator",
      ])
    #expect(graph.edges(from: "DetailCoordinator").map(\.label) == ["conforms to"])
  }

  @Test func theTextBreaksAnEdgeTooWideForTheTerminal() throws {
    let graph = try Self.graph(Self.tree())
    let wide = graph.text(width: 80)
    #expect(wide.contains("  SearchPresenter\n    model --> RepositorySearchService\n"))
    let narrow = graph.text(width: 36)
    #expect(narrow.contains("    model\n      --> RepositorySearchService\n"))
    #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 36 })
  }

  @Test func aFolderWithoutSwiftFilesIsAnError() throws {
    let missing = ComparedArchitecture(name: "Missing", folder: "Missing")
    #expect(throws: ComparisonError.self) { try Self.graph(Self.tree(), of: missing) }
  }
}
