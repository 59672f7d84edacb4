import RepositorySearch

/// Wraps a search service and tells when no search is in flight, so the transcript prints a
/// screen only after the app has heard back.
@MainActor
final class SearchActivityMonitor: RepositorySearchService {
  private let wrapped: any RepositorySearchService
  private var searchesInFlight = 0
  /// How many searches have started so far: a step that started none more has settled.
  private(set) var searchesStarted = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Monitors `wrapped`.
  init(wrapping wrapped: any RepositorySearchService) {
    self.wrapped = wrapped
  }

  func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    searchesInFlight += 1
    searchesStarted += 1
    defer {
      searchesInFlight -= 1
      if searchesInFlight == 0 { resumeIdleWaiters() }
    }
    return try await wrapped.searchRepositories(matching: query, page: page)
  }

  /// Returns once no search is in flight.
  func waitUntilIdle() async {
    guard searchesInFlight > 0 else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  private func resumeIdleWaiters() {
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }
}
