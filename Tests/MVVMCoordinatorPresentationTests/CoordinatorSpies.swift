import MVVMCoordinatorPresentation
import RepositorySearch

/// Stands in for the app coordinator and records the repositories the search screen reported
/// chosen, in order.
@MainActor
final class SearchCoordinatorSpy: SearchCoordinating {
  private(set) var selectedRepositories: [Repository] = []

  func repositorySelected(_ repository: Repository) {
    selectedRepositories.append(repository)
  }
}
