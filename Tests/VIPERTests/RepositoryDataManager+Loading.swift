import RepositorySearch
import TestSupport
import VIPERPresentation

extension RepositoryDataManager {
  /// Loads `repositories` as the first page of a search for `query`, answered by `service`: the
  /// data manager keeps them, as it does a search's.
  func load(
    _ repositories: [Repository], for query: String = "swift",
    answeredBy service: ScriptedSearchService
  ) async throws {
    let load = loadPage(1, of: try SearchQuery(query)) { _ in }
    await settle(until: [service])
    try service.respond(
      to: query, with: SearchPage(items: repositories, totalCount: repositories.count, page: 1))
    await load.value
  }
}
