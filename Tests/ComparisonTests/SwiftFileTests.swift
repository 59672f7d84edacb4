import Comparison
import Testing

@Suite struct SwiftFileTests {
  let file = SwiftFile(
    path: "Sources/Split/Presentation/SearchPresenter.swift", text: FakePackage.presenter)

  @Test func findsTypesWithTheirLinesAndImports() {
    #expect(file.types.map(\.name) == ["SearchPresenter", "SearchOutput"])
    #expect(file.types.map(\.keyword) == ["class", "protocol"])
    #expect(file.types.first?.line == 6)
    #expect(file.imports == ["Observation", "RepositorySearch"])
  }

  @Test func readsMembersAsSelectors() {
    let selectors = file.members(of: "SearchPresenter").map(\.selector)
    #expect(
      selectors == [
        "view", "model", "repositories", "summary", "init(model:)",
        "searchButtonClicked(query:)", "loadNextPage()",
      ])
  }

  @Test func tellsStoredFromComputedAndWeakFromStrong() throws {
    let members = file.members(of: "SearchPresenter")
    let view = try #require(members.first { $0.name == "view" })
    #expect(view.isStored && view.isWeak)
    #expect(view.typeText == "(any SearchOutput)?")
    let summary = try #require(members.first { $0.name == "summary" })
    #expect(!summary.isStored)
    let repositories = try #require(members.first { $0.name == "repositories" })
    #expect(
      repositories.isStored && !repositories.isWeak && repositories.typeText == "[Repository]")
    let requirement = try #require(
      file.members(of: "SearchOutput").first { $0.name == "isVisible" })
    #expect(!requirement.isStored, "a protocol's property is a requirement, not storage")
  }

  @Test func readsLabelsOfEveryShape() {
    let text = """
      extension SearchViewController: SearchBarDelegate {
        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
        func handle<T: Equatable>(_ value: T, using closure: @escaping (Int, String) -> Void = { _, _ in }) {}
        init?(coder: Coder) { nil }
        subscript(row: Int) -> Repository? { nil }
        private func loadNextPage() async throws(SearchError) -> [Repository] { [] }
      }
      """
    let selectors = SwiftFile(path: "a.swift", text: text).members(of: "SearchViewController")
      .map(\.selector)
    #expect(
      selectors == [
        "searchBar(_:textDidChange:)", "handle(_:using:)", "init(coder:)", "subscript(row:)",
        "loadNextPage()",
      ])
  }

  @Test func keepsNestedTypesAndLocalsOutOfTheOuterType() {
    let text = """
      final class Outer {
        enum Change { case rows }
        func work() {
          let local = 1
          struct Inner { var hidden: Int }
        }
      }
      """
    let file = SwiftFile(path: "a.swift", text: text)
    #expect(file.members(of: "Outer").map(\.selector) == ["work()"])
    #expect(file.types.map(\.name) == ["Outer", "Change"])
  }

  @Test func findsTheMemberEnclosingAnOffset() throws {
    let offset = try #require(file.offsets(of: "showLoading").first)
    let enclosing = try #require(file.enclosingMember(of: offset))
    #expect(enclosing.type == "SearchPresenter")
    #expect(enclosing.member.selector == "searchButtonClicked(query:)")
  }

  @Test func readsParametersResultsAndGenericConstraints() throws {
    let text = """
      final class Store<State: Equatable & Sendable, R: Reducer<State>>: Base where R: Sendable {
        let children: [Store] = []
        var pending: [String: Int] = [:]
        let names = ["a"]

        func show(_ viewController: any ViewController, animated: Bool = true) -> Bool { true }
        init(router: Router, handler: @escaping (Int, String) -> Void = { _, _ in }) {}
        func make(for repository: Repository) async throws -> SearchViewController? { nil }
      }
      """
    let file = SwiftFile(path: "a.swift", text: text)
    let store = try #require(file.types.first)
    #expect(store.inheritance == ["Base"])
    #expect(
      store.genericConstraints == [
        "State": ["Equatable", "Sendable"], "R": ["Reducer", "Sendable"],
      ])
    let members = file.members(of: "Store")
    #expect(members.filter(\.isAlwaysEmpty).map(\.name) == ["children"])
    #expect(members.first { $0.name == "pending" }?.initialValue == "[:]")
    let show = try #require(members.first { $0.name == "show" })
    #expect(
      show.parameters.map { "\($0.label) \($0.name): \($0.typeText)" } == [
        "_ viewController: any ViewController", "animated animated: Bool",
      ])
    #expect(show.returnType == "Bool")
    let initializer = try #require(members.first { $0.kind == .initializer })
    #expect(
      initializer.parameters.map(\.typeText) == ["Router", "@escaping (Int, String) -> Void"])
    #expect(initializer.returnType.isEmpty)
    #expect(members.first { $0.name == "make" }?.returnType == "SearchViewController?")
  }

  @Test func findsWholeWordsOnly() {
    let file = SwiftFile(path: "a.swift", text: "let view = preview + view2 + view")
    #expect(file.offsets(of: "view").count == 2)
  }
}
