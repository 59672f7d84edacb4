import RepositorySearch
import VIPERPresentation

/// Stands in for the search presenter: records every outcome the interactor reports, in order.
@MainActor
final class SearchInteractorOutputSpy: SearchInteractorOutput {
  enum Call: Equatable {
    case didFinishSearch(Result<[RepositoryItem], SearchError>)
    case didStartLoadingMore
    case didFinishLoadingMore(Result<[RepositoryItem], SearchError>)
  }

  private(set) var calls: [Call] = []

  func reset() { calls = [] }

  func didFinishSearch(_ result: Result<[RepositoryItem], SearchError>) {
    calls.append(.didFinishSearch(result))
  }

  func didStartLoadingMore() { calls.append(.didStartLoadingMore) }

  func didFinishLoadingMore(_ result: Result<[RepositoryItem], SearchError>) {
    calls.append(.didFinishLoadingMore(result))
  }
}
