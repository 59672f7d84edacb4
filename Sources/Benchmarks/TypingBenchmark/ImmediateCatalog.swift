import RepositorySearch

/// The offline catalog answering on the main actor at once, so that a typing run measures the
/// architecture, not a hop to another thread or a simulated latency.
struct ImmediateCatalog: RepositorySearchService {
  let catalog: OfflineCatalog

  @MainActor
  func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    catalog.search(query, page: page)
  }
}
