import Comparison
import Foundation
import Registry
import Testing

/// The same role has the same member name in every architecture: the check reads each name from
/// the code and fails, naming the role, the architectures and the names, where they differ.
@Suite struct VocabularyCheckTests {
  static let mvc = """
    final class SearchViewController: ViewController {
      private weak var spare: ViewController?
    }
    extension SearchViewController: TableViewDataSource {
      func numberOfRows(in tableView: TableView) -> Int {
        repositories.count
      }
      func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        RepositoryCell(repository: repositories[row])
      }
    }
    extension SearchViewController: SearchBarDelegate {
      func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        search(searchBar.text)
      }
    }
    struct Assembly {
      func make() -> ViewController {
        SearchViewController(service: environment.searchService, clock: environment.clock)
      }
    }
    """

  static func presenterBased(
    rowAccessor: String = "repository(at: row)", weakKeyword: String = "weak var",
    enterCancelsThePause: Bool = false
  ) -> String {
    """
    final class SearchViewController: ViewController {
      let presenter: any SearchPresenterInput
    }
    extension SearchViewController: TableViewDataSource {
      func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRepositories
      }
      func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        guard let repository = presenter.\(rowAccessor) else { return TableViewCell() }
        return RepositoryCell(repository: repository)
      }
    }
    extension SearchViewController: SearchBarDelegate {
      func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        presenter.searchButtonClicked(query: searchBar.text)
      }
    }
    final class SearchPresenter {
      \(weakKeyword) view: (any SearchPresenterOutput)?
      func searchButtonClicked(query text: String) {
        \(enterCancelsThePause ? "typingPause?.cancel()" : "")
        search(text)
      }
    }
    struct Assembly {
      func make() -> SearchViewController {
        SearchViewController(
          presenter: SearchPresenter(
            service: environment.searchService,
            clock: environment.clock))
      }
    }
    """
  }

  static func check(second: String) -> VocabularyCheck {
    let tree = InMemoryFileTree(files: [
      "Sources/Plain/UI/SearchViewController.swift": mvc,
      "Sources/First/UI/SearchViewController.swift": presenterBased(),
      "Sources/Second/UI/SearchViewController.swift": second,
    ])
    return VocabularyCheck(
      architectures: ["Plain", "First", "Second"].map {
        ComparedArchitecture(name: $0, folder: $0)
      }, tree: tree)
  }

  @Test func readsEachRolesNameFromTheCode() throws {
    let check = Self.check(second: Self.presenterBased())
    #expect(check.problems.isEmpty)
    func names(_ role: String) throws -> [String?] {
      try #require(check.rows.first { $0.role.name == role }).names.map(\.name)
    }
    #expect(try names("row count") == [nil, "numberOfRepositories", "numberOfRepositories"])
    #expect(try names("row accessor") == [nil, "repository(at:)", "repository(at:)"])
    #expect(
      try names("search button input") == [
        nil, "searchButtonClicked(query:)", "searchButtonClicked(query:)",
      ])
    #expect(try names("search service label") == ["service", "service", "service"])
    #expect(try names("stored weak reference") == ["weak var", "weak var", "weak var"])
    #expect(
      try names("Enter cancels the typing pause") == [
        "leaves it to the search", "leaves it to the search", "leaves it to the search",
      ])
    #expect(try names("end of editing input") == ["not handled", "not handled", "not handled"])
  }

  @Test func readsAStoresNamesThroughItsStateAndItsActions() throws {
    let storeBased = """
      final class SearchViewController: ViewController {
        let store: Store<SearchState, SearchAction>
      }
      extension SearchViewController: TableViewDataSource {
        func numberOfRows(in tableView: TableView) -> Int {
          store.state.numberOfRepositories
        }
        func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
          guard let repository = store.state.repository(at: row) else { return TableViewCell() }
          return RepositoryCell(repository: repository)
        }
      }
      extension SearchViewController: SearchBarDelegate {
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
          store.send(.searchButtonClicked(query: searchBar.text))
        }
        func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
          store.send(.searchTextDidEndEditing)
        }
      }
      final class RepositoryDetailViewController: ViewController {
        override func keyPressed(_ event: KeyEvent) -> Bool {
          store.send(.detail(.openButtonClicked))
          return true
        }
      }
      """
    let check = Self.check(second: storeBased)
    func name(_ role: String) throws -> String? {
      try #require(check.rows.first { $0.role.name == role }).names.last?.name
    }
    #expect(try name("row count") == "numberOfRepositories")
    #expect(try name("row accessor") == "repository(at:)")
    #expect(try name("search button input") == "searchButtonClicked(query:)")
    #expect(try name("end of editing input") == "searchTextDidEndEditing()")
    #expect(try name("open button input") == "openButtonClicked()")
  }

  @Test func namesTheRoleTheArchitecturesAndTheNamesThatDiffer() {
    let check = Self.check(
      second: Self.presenterBased(
        rowAccessor: "repository(forRow: row)", weakKeyword: "weak let",
        enterCancelsThePause: true))
    #expect(
      check.problems == [
        "row accessor is named differently — First: repository(at:); Second: repository(forRow:)",
        "stored weak reference is named differently — Plain, First: weak var; Second: weak let",
        "Enter cancels the typing pause is named differently — Plain, First: leaves it to the "
          + "search; Second: cancels it",
      ])
    #expect(check.text.contains("row accessor"))
    #expect(check.text.contains("✘ differs"))
  }

  /// A view whose table a diffable data source feeds: the cell provider hands the row to a
  /// method of the view, and each render applies the view model's row identifiers.
  static let diffable = """
    final class SearchViewController: ViewController {
      let viewModel: SearchViewModel
      private lazy var dataSource = TableViewDiffableDataSource<Section, Int>(
        tableView: searchView.tableView
      ) { [weak self] _, row, _ in self?.makeCell(at: row) }
      override func updateProperties() {
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendItems(viewModel.repositoryIDs)
        dataSource.apply(snapshot)
      }
    }
    extension SearchViewController {
      private func makeCell(at row: Int) -> TableViewCell? {
        guard let content = viewModel.rowContent(at: row) else { return nil }
        return RepositoryCell(content: content)
      }
    }
    final class SearchViewModel {
      var repositoryIDs: [Int] { repositories.map(\\.id) }
      func rowContent(at row: Int) -> RepositoryRowContent? { nil }
    }
    """

  @Test func readsTheRowsOfADiffableDataSourceFromItsCellProviderAndItsSnapshot() throws {
    let inline = Self.diffable.replacingOccurrences(
      of: "self?.makeCell(at: row) }",
      with: "viewModel.rowContent(at: row).map(RepositoryCell.init) }")
    for second in [Self.diffable, inline] {
      let check = Self.check(second: second)
      func name(_ role: String) throws -> String? {
        try #require(check.rows.first { $0.role.name == role }).names.last?.name
      }
      #expect(try name("row count") == nil, "the snapshot counts the rows")
      #expect(try name("row identifiers") == "repositoryIDs")
      #expect(try name("row accessor") == "rowContent(at:)")
    }
  }

  /// Two architectures whose row accessors answer `first` and `second`, named as they say.
  static func accessors(
    first: (name: String, type: String), second: (name: String, type: String)
  ) -> VocabularyCheck {
    func source(_ accessor: (name: String, type: String)) -> String {
      Self.presenterBased(rowAccessor: "\(accessor.name)(at: row)") + """

        extension SearchPresenter {
          func \(accessor.name)(at row: Int) -> \(accessor.type)? { nil }
        }
        """
    }
    let tree = InMemoryFileTree(files: [
      "Sources/First/UI/SearchViewController.swift": source(first),
      "Sources/Second/UI/SearchViewController.swift": source(second),
    ])
    return VocabularyCheck(
      architectures: ["First", "Second"].map { ComparedArchitecture(name: $0, folder: $0) },
      tree: tree)
  }

  @Test func aNameThatMeansTwoThingsIsAProblemAndTwoNamesForTwoMeaningsAreNot() throws {
    let twoMeanings = Self.accessors(
      first: ("repository", "Repository"), second: ("repository", "RepositoryRowContent"))
    #expect(
      twoMeanings.problems == [
        "row accessor repository(at:) means two things — First: Repository?; Second: "
          + "RepositoryRowContent?"
      ])
    #expect(twoMeanings.text.contains("row accessor                    ✘ differs"))

    let namedApart = Self.accessors(
      first: ("repository", "Repository"), second: ("rowContent", "RepositoryRowContent"))
    #expect(namedApart.problems.isEmpty)
    #expect(
      namedApart.text.contains(
        "repository(at:) → Repository?; rowContent(at:) → RepositoryRowContent?"))

    let renamedOne = Self.accessors(
      first: ("repository", "Repository"), second: ("item", "Repository"))
    #expect(
      renamedOne.problems == [
        "row accessor is named differently — First: repository(at:); Second: item(at:)"
      ])
  }

  /// A page loader and a last-row check, written the way `rows` and `loader` say.
  static func paging(rows: String, loader: String) -> String {
    """
    final class SearchPresenter {
      func willDisplayRow(at row: Int) {
        guard row == \(rows) - 1 else { return }
        task = Task { [weak self, repository] in
          let result = await repository.\(loader)(2, of: query)
        }
      }
    }
    """
  }

  @Test func thePageLoadCallAndTheLastRowCheckAreOneWayEverywhere() {
    func check(_ second: String) -> VocabularyCheck {
      let tree = InMemoryFileTree(files: [
        "Sources/First/Presentation/SearchPresenter.swift": Self.paging(
          rows: "repositories.count", loader: "loadPage"),
        "Sources/Second/Presentation/SearchPresenter.swift": second,
      ])
      return VocabularyCheck(
        architectures: ["First", "Second"].map { ComparedArchitecture(name: $0, folder: $0) },
        tree: tree)
    }
    let same = check(Self.paging(rows: "model.repositories.count", loader: "loadPage"))
    #expect(same.problems.isEmpty, "the model's rows are the same check")
    let different = check(Self.paging(rows: "numberOfRepositories", loader: "fetchPage"))
    #expect(
      different.problems == [
        "page load call is named differently — First: loadPage(_:of:); Second: fetchPage(_:of:)",
        "last-row check is named differently — First: row == repositories.count - 1; Second: "
          + "row == numberOfRepositories - 1",
      ])
  }

  @Test func anInputThatOnlyAddsTheStoresValuesIsTheSameName() {
    let flux = Self.presenterBased().replacingOccurrences(
      of: "presenter.searchButtonClicked(query: searchBar.text)",
      with: "presenter.searchButtonClicked(query: searchBar.text, searchedQuery: store.query)")
    let check = Self.check(second: flux)
    #expect(check.problems.isEmpty)
    let renamed = Self.presenterBased().replacingOccurrences(
      of: "presenter.searchButtonClicked(query: searchBar.text)",
      with: "presenter.searchClicked(query: searchBar.text, searchedQuery: store.query)")
    #expect(Self.check(second: renamed).problems.count == 1, "a new name is not an addition")
  }

  @Test func anInputThatLeavesOutWhatIsStateIsTheSameName() {
    let redux = Self.presenterBased().replacingOccurrences(
      of: "presenter.searchButtonClicked(query: searchBar.text)",
      with: "store.send(.searchButtonClicked)")
    #expect(Self.check(second: redux).problems.isEmpty)
    let renamed = Self.presenterBased().replacingOccurrences(
      of: "presenter.searchButtonClicked(query: searchBar.text)", with: "store.send(.searched)")
    #expect(Self.check(second: renamed).problems.count == 1, "a new name is not a leaving out")
  }

  @Test func everyRegisteredArchitectureSharesOneVocabulary() {
    let check = VocabularyCheck(
      architectures: Registry.architectures.map {
        ComparedArchitecture(name: $0.name, folder: $0.folder)
      }, tree: PackageFiles.tree)
    #expect(check.rows.map(\.role) == VocabularyRole.all)
    #expect(
      check.problems.isEmpty,
      "\(check.problems.joined(separator: "\n"))\n\nThe roles compared:\n\(check.text)")
  }
}
