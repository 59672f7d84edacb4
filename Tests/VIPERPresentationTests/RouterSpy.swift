import VIPERPresentation

/// Records the navigation the presenters ask for, in order; it builds and shows nothing.
@MainActor
final class RouterSpy: SearchRouting, RepositoryDetailRouting {
  enum Call: Equatable {
    case showRepositoryDetail(id: Int)
    case closeRepositoryDetail
  }

  private(set) var calls: [Call] = []

  func showRepositoryDetail(for id: Int) {
    calls.append(.showRepositoryDetail(id: id))
  }

  func closeRepositoryDetail() { calls.append(.closeRepositoryDetail) }
}
