/// Wraps a search service and makes every search fail, or slow down, the way a real failure
/// would: for studying how each architecture handles errors, with `--simulate`.
///
/// The wrapped service still answers first, so the loading indicator shows for as long as it
/// normally would; then the fault replaces the answer with the error a real failure gives.
/// ``Fault/slow`` instead waits ``slowDelay`` longer on the injected clock and then answers.
public struct FaultInjectingSearchService: RepositorySearchService {
  /// How much longer a search takes under ``Fault/slow``.
  public static let slowDelay: Duration = .seconds(3)

  /// The failure every search meets.
  public let fault: Fault
  private let service: any RepositorySearchService
  private let clock: any Clock<Duration>

  /// Wraps `service` so that every search meets `fault`; `clock` times ``Fault/slow``.
  public init(
    wrapping service: any RepositorySearchService,
    fault: Fault,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    self.fault = fault
    self.clock = clock
  }

  /// Searches the wrapped service, then fails with the fault's error, or answers late.
  public func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    if fault == .slow {
      do {
        try await clock.sleep(for: Self.slowDelay)
      } catch {
        throw .cancelled
      }
    }
    let page = try await service.searchRepositories(matching: query, page: page)
    guard let error = fault.error else { return page }
    throw error
  }
}
