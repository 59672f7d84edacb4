import Foundation
import RepositorySearch
import TestSupport
import Testing

@testable import VIPERPresentation

/// The detail use case without a presenter: the repository read by its identifier through the
/// data manager, which loaded it for the search, handed out as plain data, and its page opened.
@MainActor
@Suite struct RepositoryDetailInteractorTests {
  let updated = Date(timeIntervalSince1970: 1_714_566_896)
  let repository: Repository
  let dataManager: RepositoryDataManager

  init() async throws {
    repository = Repository.sample(
      id: 7, name: "swift", owner: "swiftlang", description: nil, language: "C++", stars: 67_890,
      forks: 10_432, openIssues: 0, topics: ["compiler", "swift"],
      license: Repository.License(key: "apache-2.0", name: "Apache 2.0", spdxID: nil),
      updatedAt: updated)
    let service = ScriptedSearchService()
    dataManager = RepositoryDataManager(service: service)
    let load = dataManager.loadPage(1, of: try SearchQuery("swift")) { _ in }
    await settle(until: [service])
    try service.respond(
      to: "swift",
      with: SearchPage(items: [.sample(id: 6), repository, .sample(id: 8)], totalCount: 3, page: 1))
    await load.value
  }

  private func makeInteractor(canOpen: Bool = true) throws -> RepositoryDetailInteractor {
    try #require(
      RepositoryDetailInteractor(
        id: 7, dataManager: dataManager, urlOpener: URLOpenerSpy(canOpen: canOpen)))
  }

  @Test func handsOutTheRepositoryWithThatIdentifierAsRawValues() throws {
    #expect(
      try makeInteractor().repository
        == RepositoryDetailItem(
          fullName: "swiftlang/swift", description: nil, stargazersCount: 67_890,
          forksCount: 10_432, openIssuesCount: 0, language: "C++", topics: ["compiler", "swift"],
          licenseName: "Apache 2.0", updatedAt: updated, htmlURL: repository.htmlURL),
      "raw values, a missing description still missing: the presenter words them")
  }

  @Test func isNotMadeForARepositoryTheLatestSearchDidNotLoad() {
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
