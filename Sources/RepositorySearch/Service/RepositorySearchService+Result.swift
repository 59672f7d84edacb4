extension RepositorySearchService {
  /// Loads one page and returns the outcome as a value, for callers that switch over it.
  ///
  /// It runs on the caller's actor (`isolation`), so a main-actor caller never hops to another
  /// thread between asking and hearing back — which keeps tests with a scripted service
  /// deterministic.
  public func loadPage(
    _ page: Int,
    of query: SearchQuery,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Result<SearchPage, SearchError> {
    do throws(SearchError) {
      return .success(try await searchRepositories(matching: query, page: page))
    } catch {
      return .failure(error)
    }
  }
}
