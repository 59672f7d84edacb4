import RepositorySearch

/// The offline catalog as a traced run asks it: answered on the main actor, at once, in the
/// order the architecture asks.
///
/// The demos' catalog answers on another thread (``BackgroundCatalog``), so an answer can land
/// before or after a frame the toolkit has scheduled: a layout pass then falls on one side of
/// the answer or the other, and the same steps would not print the same calls. Here nothing
/// leaves the main actor, where the architectures, the toolkit and the manual clock run.
struct MainActorCatalog: RepositorySearchService {
  let catalog: OfflineCatalog

  /// Page `page` of the matches, or ``SearchError/cancelled`` when the asking task is cancelled.
  @MainActor
  func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    guard !Task.isCancelled else { throw .cancelled }
    return try catalog.answer(matching: query, page: page)
  }
}
