/// Searches repositories one page at a time: the model every architecture talks to.
///
/// Conformers are the offline catalog, the live GitHub client and the fault-injecting wrapper;
/// tests supply their own. Cancelling the calling task ends the search with
/// ``SearchError/cancelled``.
public protocol RepositorySearchService: Sendable {
  /// Returns page `page` (starting at 1) of the repositories matching `query`.
  func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
}
