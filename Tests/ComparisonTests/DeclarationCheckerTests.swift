import Comparison
import Testing

/// A declaration holds only when its file, type and member exist: anything else fails the
/// whole comparison with a message that says what to fix.
@Suite struct DeclarationCheckerTests {
  private func profile(changing path: String, _ change: (String) -> String) throws
    -> ArchitectureProfile
  {
    var tree = FakePackage.tree
    tree.files[path] = tree.files[path].map(change)
    return try ProfileReader(tree: tree, manifest: PackageManifest(text: FakePackage.manifest))
      .profile(of: FakePackage.split)
  }

  private func problem(changing path: String, _ change: (String) -> String) -> String {
    do {
      _ = try profile(changing: path, change)
      return "no problem"
    } catch {
      return "\(error)"
    }
  }

  @Test func locatesEveryDeclaredPlace() throws {
    let profile = try profile(changing: "Package.swift") { $0 }
    let paging = try #require(profile.concerns[.paging]?.first)
    #expect(paging.file == "Sources/Split/Presentation/SearchPresenter.swift")
    #expect(paging.symbol == "SearchPresenter.loadNextPage()")
    #expect(paging.line == 21)
  }

  @Test func failsWhenTheMemberIsMissing() {
    let message = problem(changing: "Sources/Split/Presentation/SearchPresenter.swift") {
      $0.replacingOccurrences(of: "func loadNextPage()", with: "func loadMore()")
    }
    #expect(
      message.contains(
        "Sources/Split/concerns.json: 'paging' names SearchPresenter.loadNextPage(): "
          + "SearchPresenter has no member loadNextPage() in "
          + "Sources/Split/Presentation/SearchPresenter.swift"))
    #expect(message.contains("loadMore()"), "the message lists the members there are")
    #expect(message.contains("'searchAsYouType'"), "every broken place is reported at once")
  }

  @Test func failsWhenTheLabelsDiffer() {
    let message = problem(changing: "Sources/Split/concerns.json") {
      $0.replacingOccurrences(of: "searchButtonClicked(query:)", with: "searchButtonClicked(_:)")
    }
    #expect(message.contains("has no member searchButtonClicked(_:)"))
  }

  @Test func failsWhenTheTypeIsNotInTheFile() {
    let message = problem(changing: "Sources/Split/concerns.json") {
      $0.replacingOccurrences(of: "SearchPresenter.summary", with: "SearchViewModel.summary")
    }
    #expect(message.contains("neither declares nor extends SearchViewModel"))
  }

  @Test func failsWhenTheFileIsMissing() {
    let message = problem(changing: "Sources/Split/concerns.json") {
      $0.replacingOccurrences(of: "UI/SearchViewController.swift", with: "UI/Search.swift")
    }
    #expect(message.contains("Sources/Split/UI/Search.swift does not exist"))
  }

  @Test func failsWhenTheSymbolHasNoType() {
    let message = problem(changing: "Sources/Split/concerns.json") {
      $0.replacingOccurrences(of: "\"SearchPresenter.summary\"", with: "\"summary\"")
    }
    #expect(message.contains("write it as Type.member"))
  }

  @Test func failsWhenTheDeclarationFileIsMissing() {
    var tree = FakePackage.tree
    tree.files["Sources/Split/concerns.json"] = nil
    #expect {
      try ProfileReader.profiles(of: [FakePackage.split, FakePackage.single], in: tree)
    } throws: { error in
      "\(error)".contains("Sources/Split/concerns.json is missing")
    }
  }

  @Test func aNewArchitectureWithoutDeclarationsCanBeAllowed() throws {
    var tree = FakePackage.tree
    tree.files["Sources/Split/concerns.json"] = nil
    let profiles = try ProfileReader.profiles(
      of: [FakePackage.split, FakePackage.single], in: tree, allowingMissingDeclarations: true)
    #expect(profiles.map(\.isDeclared) == [false, true])
    let table = ComparisonTable(profiles: profiles, language: .english)
    #expect(table.rows[0].cells[0] == ["not declared (no `concerns.json`)"])
    #expect(table.rows[2].cells[0] == ["`SearchPresenter.repositories`"], "read, not declared")
  }
}
