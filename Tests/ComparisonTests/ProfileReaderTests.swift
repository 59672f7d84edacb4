import Comparison
import Testing

/// The facts read with no declaration: who holds the results, who creates what, who holds
/// whom, the non-UI layer's dependencies, lines and tests.
@Suite struct ProfileReaderTests {
  let profiles: [ArchitectureProfile]

  init() throws {
    profiles = try ProfileReader.profiles(
      of: [FakePackage.split, FakePackage.single], in: FakePackage.tree)
  }

  var split: ArchitectureProfile { profiles[0] }
  var single: ArchitectureProfile { profiles[1] }

  @Test func keepsTheRegistryOrder() {
    #expect(profiles.map(\.name) == ["Split", "Single"])
  }

  @Test func findsWhoHoldsTheResults() {
    #expect(split.results.map(\.symbol) == ["SearchPresenter.repositories"])
    #expect(single.results.map(\.symbol) == ["SearchViewController.repositories"])
  }

  @Test func findsWhoTakesTheModelAndWhoCreatesScreens() {
    #expect(split.modelCreation.map(\.symbol) == ["Assembly.makeSearchScreen()"])
    #expect(
      split.screenCreation.map(\.symbol) == [
        "Assembly.makeSearchScreen()", "SearchViewController.tableView(_:didSelectRowAt:)",
      ])
    #expect(single.modelCreation.isEmpty)
  }

  @Test func findsWhoHoldsWhomAndWhichReferencesAreWeak() {
    let references = split.references.map {
      "\($0.location.symbol) → \($0.target)\($0.isWeak ? " (weak)" : "")"
    }
    #expect(
      references == [
        "SearchPresenter.view → SearchOutput (weak)",
        "SearchPresenter.model → RepositorySearchService",
        "SearchViewController.presenter → SearchPresenter",
      ])
    // The assembly is a struct holding no reference: storing it refers to nothing.
    #expect(!references.contains { $0.hasSuffix("→ Assembly") })
  }

  @Test func findsStoredClosuresAndTheWeakCapturesThatSetThem() throws {
    var tree = FakePackage.tree
    tree.files["Sources/Split/Presentation/Counter.swift"] = """
      final class Counter {
        var onChange: ((Int) -> Void)?
      }
      """
    tree.files["Sources/Split/UI/CounterViewController.swift"] = """
      final class CounterViewController: ViewController {
        let counter: Counter
        override func viewDidLoad() {
          counter.onChange = { [weak self] value in self?.show(value) }
          other.onChange = { [weak self] value in self?.show(value) }
        }
      }
      """
    let profile = try #require(try ProfileReader.profiles(of: [FakePackage.split], in: tree).first)
    let closures = profile.references.filter(\.isClosure).map {
      "\($0.location.symbol) → \($0.target.isEmpty ? "closure" : $0.target)\($0.isWeak ? " (weak)" : "")"
    }
    #expect(
      closures == [
        "Counter.onChange → closure", "Counter.onChange → CounterViewController (weak)",
      ], "a receiver of another type is not counted")
  }

  @Test func aTypeNestedInAnotherIsNoReferenceToTheOuterOne() throws {
    var tree = FakePackage.tree
    tree.files["Sources/Split/UI/FocusKeeper.swift"] = """
      final class FocusKeeper {
        private var shownFocus: SearchPresenter.Focus?
        private let presenter: SearchPresenter
      }
      """
    let profile = try #require(try ProfileReader.profiles(of: [FakePackage.split], in: tree).first)
    let references = profile.references.filter { $0.location.type == "FocusKeeper" }
      .map { "\($0.location.symbol) → \($0.target)" }
    #expect(references == ["FocusKeeper.presenter → SearchPresenter"])
  }

  /// The table's "holds (strong)" and "weak references" rows read what the graph draws: the
  /// references the table lists are the graph's edges between the types the table names, the
  /// architecture's own and the model's protocol.
  @Test func theTableListsTheReferencesTheGraphDraws() throws {
    let tree = GraphReaderTests.treeWithSharedModules { tree in
      tree.files["Sources/Split/Presentation/Reducers.swift"] = GraphReaderTests.reducers
      tree.files["Sources/Split/UI/Router.swift"] = """
        final class RootViewController: ViewController {
          let router: Router
          private let environment: AppEnvironment
          let children: [Router] = []

          func show(_ viewController: ViewController) {
            addChild(viewController)
          }
        }

        final class Router {
          weak var container: RootViewController?

          func showDetail() {
            container?.show(DetailViewController())
          }
        }
        """
    }
    let profile = try #require(try ProfileReader.profiles(of: [FakePackage.split], in: tree).first)
    let table = profile.references.filter { !$0.isClosure }.map {
      "\($0.location.symbol) → \($0.target)\($0.isWeak ? " (weak)" : "")"
    }
    let graph = try GraphReaderTests.graph(tree)
    let named = Set(
      graph.nodes.filter { ["SplitPresentation", "Split"].contains($0.module) }.map(\.name)
        + [ProfileReader.modelProtocol])
    let drawn = graph.edges.filter {
      $0.kind != .conformance && !$0.isClosure && named.contains($0.to)
    }
    .map { "\($0.from).\($0.property) → \($0.to)\($0.kind == .weak ? " (weak)" : "")" }
    #expect(table.sorted() == drawn.sorted())
    #expect(table.contains("Store.reducer → SearchReducer"))
    #expect(
      table.contains("RootViewController.environment.searchService → RepositorySearchService"))
    #expect(table.contains("NavigationController.stack → DetailViewController"))
    #expect(table.contains("RootViewController.child → DetailViewController"))
    #expect(!table.contains { $0.hasPrefix("RootViewController.children") })
  }

  @Test func readsTheNonUILayersDependenciesFromThePackage() {
    #expect(split.isolation.module == "SplitPresentation")
    #expect(split.isolation.dependencies == ["RepositorySearch"])
    #expect(split.isolation.toolchainImports == ["Observation"])
    #expect(single.isolation.module == nil)
    #expect(single.isolation.dependencies == ["RepositorySearch", "SharedUI", "TerminalUI"])
  }

  @Test func countsLinesPerLayerLeavingCommentsAndTheDemoOut() {
    #expect(split.lines[.presentation] == 21)
    #expect(split.lines[.navigation] == 3)
    #expect(split.lines[.composition] == 9)
    #expect(split.lines[.model] == 0)
    #expect(split.lines[.view] == 15)
  }

  @Test func countsTestsWithAndWithoutTheUI() {
    #expect(split.testsWithoutUI == 2, "a commented-out test is not a test")
    #expect(split.testsWithToolkit == 1)
    #expect(single.testsWithoutUI == nil)
    #expect(single.testsWithToolkit == 0)
  }

  @Test func failsForAFolderWithoutSources() {
    #expect {
      try ProfileReader.profiles(
        of: [ComparedArchitecture(name: "Gone", folder: "Gone")], in: FakePackage.tree)
    } throws: { error in
      "\(error)".contains("Sources/Gone holds no Swift files")
    }
  }
}
