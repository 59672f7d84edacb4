import RepositorySearch
import VIPERPresentation

/// Records the navigation the presenters ask for, in order; it builds and shows nothing.
@MainActor
final class RouterSpy: SearchRouting, RepositoryDetailRouting {
  enum Call: Equatable {
    case showRepositoryDetail(Repository)
    case closeRepositoryDetail
  }

  private(set) var calls: [Call] = []

  func showRepositoryDetail(for repository: Repository) {
    calls.append(.showRepositoryDetail(repository))
  }

  func closeRepositoryDetail() { calls.append(.closeRepositoryDetail) }
}
