import RepositorySearch
import VIPERPresentation

/// Records every call the presenter makes on its view, in order.
@MainActor
final class SearchViewSpy: SearchPresenterOutput {
  enum Call: Equatable {
    case showLoading(String)
    case hideLoading
    case reloadRepositories(summary: String)
    case selectFirstRepository
    case setLoadingMore(Bool)
    case showAlert(SearchAlert)
  }

  private(set) var calls: [Call] = []

  func reset() { calls = [] }

  func showLoading(query: String) { calls.append(.showLoading(query)) }
  func hideLoading() { calls.append(.hideLoading) }
  func reloadRepositories(summary: String) { calls.append(.reloadRepositories(summary: summary)) }
  func selectFirstRepository() { calls.append(.selectFirstRepository) }
  func setLoadingMore(_ isLoadingMore: Bool) { calls.append(.setLoadingMore(isLoadingMore)) }
  func showAlert(_ alert: SearchAlert) { calls.append(.showAlert(alert)) }
}
