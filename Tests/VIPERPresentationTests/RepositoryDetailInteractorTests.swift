import Foundation
import RepositorySearch
import TestSupport
import Testing
import VIPERPresentation

/// The detail use case without a presenter: the repository found by its identifier in the data
/// manager the search interactor fills, handed out as plain data, and its page opened.
@MainActor
@Suite struct RepositoryDetailInteractorTests {
  let repository = Repository.sample(
    id: 7, name: "swift", owner: "swiftlang", description: nil, language: "C++", stars: 67_890,
    forks: 10_432, openIssues: 0, topics: ["compiler", "swift"])
  let dataManager = RepositoryDataManager()

  init() {
    dataManager.repositories = [.sample(id: 6), repository, .sample(id: 8)]
  }

  private func makeInteractor(canOpen: Bool = true) throws -> RepositoryDetailInteractor {
    try #require(
      RepositoryDetailInteractor(
        id: 7, dataManager: dataManager, urlOpener: URLOpenerSpy(canOpen: canOpen)))
  }

  @Test func handsOutTheRepositoryWithThatIdentifierAsText() throws {
    let shown = try makeInteractor().repository
    #expect(shown.fullName == "swiftlang/swift")
    #expect(shown.description == "No description.")
    #expect([shown.stars, shown.forks, shown.openIssues] == ["67,890", "10,432", "0"])
    #expect([shown.language, shown.topics] == ["C++", "compiler, swift"])
    #expect([shown.license, shown.updated] == ["—", "—"], "a missing field reads —")
    #expect(shown.url == "https://github.com/swiftlang/swift")
    #expect(shown.canOpenInBrowser)
    #expect(try makeInteractor().url == repository.htmlURL)
  }

  @Test func isNotMadeForARepositoryTheDataManagerDoesNotHold() {
    let interactor = RepositoryDetailInteractor(
      id: 9, dataManager: dataManager, urlOpener: URLOpenerSpy())
    #expect(interactor == nil)
  }

  @Test func opensTheRepositorysPage() throws {
    let urlOpener = URLOpenerSpy(canOpen: true)
    let interactor = try #require(
      RepositoryDetailInteractor(id: 7, dataManager: dataManager, urlOpener: urlOpener))
    #expect(interactor.openRepositoryPage())
    #expect(urlOpener.openedURLs == [repository.htmlURL])
  }

  @Test func saysSoWhenNoBrowserOpens() throws {
    #expect(try !makeInteractor(canOpen: false).openRepositoryPage())
  }
}
