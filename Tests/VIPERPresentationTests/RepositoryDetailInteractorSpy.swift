import Foundation
import RepositorySearch
import VIPERPresentation

/// Stands in for the detail interactor: hands out `repository` as the plain data the real one
/// makes of it, answers "open" as told and counts the requests.
///
/// It opens nothing.
@MainActor
final class RepositoryDetailInteractorSpy: RepositoryDetailInteractorInput {
  let repository: RepositoryDetailContent
  let url: URL
  let canOpen: Bool
  private(set) var openCount = 0

  init(repository: Repository, canOpen: Bool) {
    self.repository = RepositoryDetailContent(repository)
    url = repository.htmlURL
    self.canOpen = canOpen
  }

  func openRepositoryPage() -> Bool {
    openCount += 1
    return canOpen
  }
}
