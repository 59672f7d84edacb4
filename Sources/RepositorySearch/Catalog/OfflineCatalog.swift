/// Searches a fixed list of repositories in memory, the way GitHub's search API would.
///
/// This is the default model of every demo: no network, no token, the same answers every time.
/// It reads the query language of ``CatalogQuery``, orders matches best first and then by
/// stars, and pages them like GitHub, including the 1,000-result cap. An optional `latency`,
/// waited on an injected clock, lets the loading indicator show; tests pass a `ManualClock`.
public struct OfflineCatalog: RepositorySearchService {
  /// GitHub's largest `per_page`; larger page sizes are reduced to it.
  public static let maximumPageSize = 100

  /// How long each call to ``searchRepositories(matching:page:)`` waits before answering.
  public let latency: Duration
  /// The catalog's repositories, most stars first, then by full name: the order of matches
  /// that are equally relevant.
  public let repositories: [Repository]
  /// The clock the latency is waited on.
  private let clock: any Clock<Duration>
  /// The repositories' searchable fields, in the same order as `repositories`.
  private let entries: [CatalogEntry]

  /// Creates a catalog of `repositories` that answers after `latency` on `clock`.
  public init(
    repositories: [Repository],
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.latency = latency
    self.clock = clock
    self.repositories = repositories.sorted { lhs, rhs in
      if lhs.stargazersCount != rhs.stargazersCount {
        return lhs.stargazersCount > rhs.stargazersCount
      }
      if lhs.fullName != rhs.fullName { return lhs.fullName < rhs.fullName }
      return lhs.id < rhs.id
    }
    entries = self.repositories.map(CatalogEntry.init)
  }

  /// The same repositories, already sorted and indexed, answering after `latency` on `clock`.
  public func answering(after latency: Duration, on clock: any Clock<Duration>) -> OfflineCatalog {
    OfflineCatalog(sharing: self, latency: latency, clock: clock)
  }

  private init(sharing catalog: OfflineCatalog, latency: Duration, clock: any Clock<Duration>) {
    self.latency = latency
    self.clock = clock
    repositories = catalog.repositories
    entries = catalog.entries
  }

  /// Returns page `page` of the repositories matching `query`, at once.
  ///
  /// Pure and synchronous: the same arguments always give the same page. A page before the
  /// first, past the last match, or starting beyond ``SearchPage/resultLimit`` is empty, with
  /// `totalCount` still counting every match.
  public func search(
    _ query: SearchQuery,
    page: Int,
    pageSize: Int = SearchPage.defaultPageSize
  ) -> SearchPage {
    search(CatalogQuery(parsing: query.text), page: page, pageSize: pageSize)
  }

  private func search(
    _ query: CatalogQuery,
    page: Int,
    pageSize: Int = SearchPage.defaultPageSize
  ) -> SearchPage {
    let pageSize = min(max(pageSize, 1), Self.maximumPageSize)
    let matches = matchingPositions(for: PreparedQuery(query))
    let reachable = min(matches.count, SearchPage.resultLimit)
    // Checked first, so that computing where a page starts can never overflow.
    guard (1...Self.lastPage(pageSize: pageSize)).contains(page),
      (page - 1) * pageSize < reachable
    else {
      return SearchPage(
        items: [], totalCount: matches.count, page: page, pageSize: pageSize, hasMorePages: false)
    }
    let start = (page - 1) * pageSize
    let end = min(start + pageSize, reachable)
    return SearchPage(
      items: matches[start..<end].map { repositories[$0] },
      totalCount: matches.count,
      page: page,
      pageSize: pageSize
    )
  }

  /// Waits for ``latency``, then returns page `page` of the repositories matching `query`.
  ///
  /// Like GitHub, refuses a page that starts beyond ``SearchPage/resultLimit`` with
  /// ``SearchError/queryRejected(message:)``. Cancelling the calling task ends the wait with
  /// ``SearchError/cancelled``.
  public func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    if latency > .zero {
      do {
        try await clock.sleep(for: latency)
      } catch {
        throw .cancelled
      }
    }
    guard !Task.isCancelled else { throw .cancelled }
    return try answer(matching: query, page: page)
  }

  /// Page `page` of the repositories matching `query`, at once and on the caller's thread: what
  /// ``searchRepositories(matching:page:)`` answers after its latency, for a run that must go
  /// the same way every time.
  public func answer(matching query: SearchQuery, page: Int) throws(SearchError) -> SearchPage {
    guard page <= Self.lastPage(pageSize: SearchPage.defaultPageSize) else {
      throw .queryRejected(message: Self.resultLimitMessage)
    }
    return search(query, page: page)
  }

  /// GitHub's own words for a page beyond the 1,000-result cap.
  static let resultLimitMessage = "Only the first 1000 search results are available"

  /// The last page that starts within ``SearchPage/resultLimit``: 34 at 30 a page.
  private static func lastPage(pageSize: Int) -> Int {
    (SearchPage.resultLimit - 1) / pageSize + 1
  }

  /// The positions in `entries` of those matching `query`, most relevant first, then in the
  /// catalog's own order.
  private func matchingPositions(for query: PreparedQuery) -> [Int] {
    // Relevance is a small number, so grouping by it sorts in linear time, and each group
    // keeps the catalog's stars order without comparing stars again.
    var positionsByRelevance: [Int: [Int]] = [:]
    for position in entries.indices {
      guard let relevance = entries[position].relevance(to: query) else { continue }
      positionsByRelevance[relevance, default: []].append(position)
    }
    return positionsByRelevance.keys.sorted(by: >).flatMap { positionsByRelevance[$0] ?? [] }
  }
}
