import Comparison
import Testing

@Suite struct RolePairingTests {
  let pairing = RolePairing(
    old: [
      "README.md", "Presentation/SearchPresenter.swift", "Presentation/SearchPresenterInput.swift",
      "UI/SearchViewController.swift", "UI/Assembly.swift",
    ],
    new: [
      "README.md", "Presentation/SearchViewModel.swift", "Presentation/SearchResultsModel.swift",
      "UI/SearchViewController.swift", "UI/Assembly.swift",
    ])

  @Test func pairsTheSameFileNameFirstThenAliases() {
    #expect(
      pairing.pairs.map(\.role) == [
        "SearchPresenter ↔ SearchViewModel", "Assembly", "SearchViewController", "README.md",
      ])
    #expect(
      pairing.pairs.first { $0.old == "Presentation/SearchPresenter.swift" }?.new
        == "Presentation/SearchViewModel.swift")
  }

  @Test func listsTheRolesOnlyOneSideHas() {
    #expect(pairing.onlyOld == ["Presentation/SearchPresenterInput.swift"])
    #expect(pairing.onlyNew == ["Presentation/SearchResultsModel.swift"])
  }

  @Test func pairsAViewModelWithAStore() {
    let pairing = RolePairing(
      old: ["Presentation/SearchViewModel.swift"],
      new: ["Presentation/SearchStore.swift", "Presentation/SearchActionCreator.swift"])
    #expect(pairing.pairs.map(\.role) == ["SearchViewModel ↔ SearchStore"])
    #expect(pairing.onlyNew == ["Presentation/SearchActionCreator.swift"])
  }

  @Test func pairsARouterWithAnAppCoordinator() {
    let pairing = RolePairing(
      old: ["UI/Router.swift", "Presentation/SearchRouting.swift"],
      new: [
        "UI/AppCoordinator.swift", "UI/RepositoryDetailCoordinator.swift",
        "Presentation/SearchCoordinating.swift",
      ])
    #expect(
      pairing.pairs.map(\.role) == [
        "SearchRouting ↔ SearchCoordinating", "Router ↔ AppCoordinator",
      ])
    #expect(pairing.onlyNew == ["UI/RepositoryDetailCoordinator.swift"])
  }

  @Test func pairsAcrossFolders() {
    let pairing = RolePairing(
      old: ["UI/SearchViewController.swift"], new: ["SearchViewController.swift"])
    #expect(pairing.pairs.count == 1)
    #expect(pairing.onlyOld.isEmpty && pairing.onlyNew.isEmpty)
  }

  @Test func findsAPairByEitherNameWithOrWithoutExtension() {
    #expect(pairing.pair(named: "SearchViewModel")?.old == "Presentation/SearchPresenter.swift")
    #expect(
      pairing.pair(named: "searchpresenter.swift")?.new == "Presentation/SearchViewModel.swift")
    #expect(pairing.pair(named: "readme")?.old == "README.md")
    #expect(pairing.pair(named: "SearchResultsModel") == nil, "only in one: no pair")
  }
}
