import VIPERPresentation

/// Stands in for the detail interactor: hands out the plain data a test gives it, answers
/// "open" as told and counts the requests.
///
/// It opens nothing.
@MainActor
final class RepositoryDetailInteractorSpy: RepositoryDetailInteractorInput {
  let repository: RepositoryDetailItem
  let canOpen: Bool
  private(set) var openCount = 0

  init(repository: RepositoryDetailItem, canOpen: Bool) {
    self.repository = repository
    self.canOpen = canOpen
  }

  func openRepositoryPage() -> Bool {
    openCount += 1
    return canOpen
  }
}
