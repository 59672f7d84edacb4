/// One page of search results, as a service returns it.
public struct SearchPage: Hashable, Sendable {
  /// GitHub returns at most this many results for one query, whatever `total_count` says.
  public static let resultLimit = 1_000
  /// How many results a page holds.
  public static let defaultPageSize = 30

  /// The repositories on this page, best match first.
  public var items: [Repository]
  /// How many repositories match in all, as GitHub counts them (may exceed ``resultLimit``).
  public var totalCount: Int
  /// The page number, starting at 1.
  public var page: Int
  /// True when GitHub timed out and the results may be incomplete.
  public var incompleteResults: Bool
  /// True when a next page exists and lies within ``resultLimit``.
  public var hasMorePages: Bool

  /// Creates a page of `pageSize` results a page.
  ///
  /// ``hasMorePages`` is what the counts imply, capped at ``resultLimit``; a `hasMorePages`
  /// given by the server (the `Link` header) can only turn it off, never on beyond the counts.
  public init(
    items: [Repository],
    totalCount: Int,
    page: Int,
    pageSize: Int = SearchPage.defaultPageSize,
    incompleteResults: Bool = false,
    hasMorePages: Bool? = nil
  ) {
    self.items = items
    self.totalCount = totalCount
    self.page = page
    self.incompleteResults = incompleteResults
    let reachable = min(totalCount, Self.resultLimit)
    // Overflow-checked, so that an absurd page number means "no more" instead of a crash.
    let (loadedCount, overflow) = page.multipliedReportingOverflow(by: pageSize)
    let countsImplyMore = !overflow && loadedCount < reachable
    self.hasMorePages = countsImplyMore && hasMorePages != false
  }
}
