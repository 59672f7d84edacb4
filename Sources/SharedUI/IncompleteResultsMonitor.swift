import RepositorySearch

/// Wraps an architecture's search service and tells whether the results on screen may be
/// incomplete: GitHub said `incomplete_results` for the latest search.
///
/// ``Architecture/makeRootViewController(_:)`` puts one between every architecture and its
/// service, and shows the answer in the title line, so each architecture tells the person the
/// same way without a line of its own. A new search (page 1) clears the notice; an answer for
/// an older query never sets it.
@MainActor
final class IncompleteResultsMonitor: RepositorySearchService {
  /// Called with the new answer whenever it changes.
  var onChange: ((Bool) -> Void)?

  private let wrapped: any RepositorySearchService
  private var latestQuery: SearchQuery?
  private var mayBeIncomplete = false {
    didSet {
      if mayBeIncomplete != oldValue { onChange?(mayBeIncomplete) }
    }
  }

  /// Monitors `wrapped`.
  init(wrapping wrapped: any RepositorySearchService) {
    self.wrapped = wrapped
  }

  func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    if page == 1 {
      latestQuery = query
      mayBeIncomplete = false
    }
    let result = try await wrapped.searchRepositories(matching: query, page: page)
    if query == latestQuery, result.incompleteResults { mayBeIncomplete = true }
    return result
  }
}
