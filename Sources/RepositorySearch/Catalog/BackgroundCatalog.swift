import Foundation

/// An offline catalog decoded in the background, so that launching never waits for it.
///
/// Decoding and indexing the bundled catalog takes tens of milliseconds in a debug build; the
/// demos start it here, draw their first frame at once, and a search that comes before the
/// catalog is ready waits for it. A file that cannot be read answers every search with
/// ``SearchError/unreadableResponse``.
public struct BackgroundCatalog: RepositorySearchService {
  private let loading: Task<OfflineCatalog, any Error>

  /// Starts decoding the catalog at `url`, which answers after `latency` on `clock`.
  public init(
    contentsOf url: URL, latency: Duration = .zero, clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init { try OfflineCatalog(contentsOf: url, latency: latency, clock: clock) }
  }

  /// Starts decoding the catalog that ships with the package (once per process: see
  /// ``OfflineCatalog/bundled(latency:clock:)``); throws at once when it is missing.
  public static func bundled(
    latency: Duration = .zero, clock: any Clock<Duration> = ContinuousClock()
  ) throws(OfflineCatalog.LoadingError) -> BackgroundCatalog {
    guard OfflineCatalog.bundledURL != nil else { throw .missingResource }
    return BackgroundCatalog { try OfflineCatalog.bundled(latency: latency, clock: clock) }
  }

  private init(loading: @escaping @Sendable () throws -> OfflineCatalog) {
    self.loading = Task.detached(priority: .userInitiated) { try loading() }
  }

  /// Waits for the catalog if it is still being decoded, then searches it.
  public func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    guard let catalog = try? await loading.value else { throw .unreadableResponse }
    guard !Task.isCancelled else { throw .cancelled }
    return try await catalog.searchRepositories(matching: query, page: page)
  }
}
