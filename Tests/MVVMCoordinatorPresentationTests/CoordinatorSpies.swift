import MVVMCoordinatorPresentation
import RepositorySearch

/// Stands in for the app coordinator and records the repositories the search screen chose.
@MainActor
final class SearchCoordinatorSpy: SearchCoordinating {
  private(set) var selectedRepositories: [Repository] = []

  func repositorySelected(_ repository: Repository) {
    selectedRepositories.append(repository)
  }
}

/// Stands in for the detail coordinator and counts the times it heard the screen is gone.
@MainActor
final class RepositoryDetailCoordinatorSpy: RepositoryDetailCoordinating {
  private(set) var closedCount = 0

  func detailClosed() {
    closedCount += 1
  }
}
