import RepositorySearch
import VIPERPresentation

/// Stands in for the detail interactor: answers "open" as told and counts the requests.
///
/// It opens nothing.
@MainActor
final class RepositoryDetailInteractorSpy: RepositoryDetailInteractorInput {
  let repository: Repository
  let canOpen: Bool
  private(set) var openCount = 0

  init(repository: Repository, canOpen: Bool) {
    self.repository = repository
    self.canOpen = canOpen
  }

  func openRepositoryPage() -> Bool {
    openCount += 1
    return canOpen
  }
}
