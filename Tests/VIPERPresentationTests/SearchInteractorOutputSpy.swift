import RepositorySearch
import VIPERPresentation

/// Stands in for the search presenter: records every outcome the interactor reports, in order.
@MainActor
final class SearchInteractorOutputSpy: SearchInteractorOutput {
  enum Call: Equatable {
    case didFinishSearch(String, Result<SearchPage, SearchError>)
    case didStartLoadingNextPage
    case didFinishLoadingNextPage(Result<SearchPage, SearchError>)
  }

  private(set) var calls: [Call] = []

  func reset() { calls = [] }

  func didFinishSearch(for query: SearchQuery, with result: Result<SearchPage, SearchError>) {
    calls.append(.didFinishSearch(query.text, result))
  }

  func didStartLoadingNextPage() { calls.append(.didStartLoadingNextPage) }

  func didFinishLoadingNextPage(with result: Result<SearchPage, SearchError>) {
    calls.append(.didFinishLoadingNextPage(result))
  }
}
