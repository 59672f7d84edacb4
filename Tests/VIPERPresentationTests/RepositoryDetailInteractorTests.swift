import Foundation
import RepositorySearch
import TestSupport
import Testing
import VIPERPresentation

@MainActor
@Suite struct RepositoryDetailInteractorTests {
  let repository = Repository.sample(name: "swift", owner: "swiftlang")

  @Test func opensTheRepositorysPage() {
    let urlOpener = URLOpenerSpy(canOpen: true)
    let interactor = RepositoryDetailInteractor(repository: repository, urlOpener: urlOpener)
    #expect(interactor.openRepositoryPage())
    #expect(urlOpener.openedURLs == [repository.htmlURL])
  }

  @Test func saysSoWhenNoBrowserOpens() {
    let interactor = RepositoryDetailInteractor(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: false))
    #expect(!interactor.openRepositoryPage())
  }
}
