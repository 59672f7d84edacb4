import MVVMCoordinatorPresentation

/// Stands in for the app coordinator and records the detail view models the search screen
/// handed it, one for each repository chosen.
@MainActor
final class SearchCoordinatorSpy: SearchCoordinating {
  private(set) var selectedDetails: [RepositoryDetailViewModel] = []

  func repositorySelected(_ detail: RepositoryDetailViewModel) {
    selectedDetails.append(detail)
  }
}
