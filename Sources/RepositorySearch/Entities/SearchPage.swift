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
  /// True when a next page exists and lies within ``resultLimit``; never after a page with no
  /// rows, which ends paging for its search whatever total it claims.
  public var hasMorePages: Bool

  /// Creates a page of `pageSize` results a page.
  ///
  /// Whatever a server sends, a page keeps at most `pageSize` items and none past
  /// ``resultLimit``, so no number of pages can hold more than 1,000 rows; ``totalCount`` is
  /// never below the rows on the page, nor below 0. ``hasMorePages`` is what the counts
  /// imply, capped at ``resultLimit``; a `hasMorePages` given by the server (the `Link`
  /// header) can only turn it off, never on beyond the counts. A page with no rows has no
  /// more pages: a server that keeps claiming results it does not send is asked no further.
  public init(
    items: [Repository],
    totalCount: Int,
    page: Int,
    pageSize: Int = SearchPage.defaultPageSize,
    incompleteResults: Bool = false,
    hasMorePages: Bool? = nil
  ) {
    let pageSize = max(1, pageSize)
    // Overflow-checked, so that an absurd page number means "no more" instead of a crash.
    let (before, overflow) = (page > 0 ? page - 1 : 0).multipliedReportingOverflow(by: pageSize)
    let room = overflow ? 0 : min(pageSize, max(0, Self.resultLimit - before))
    self.items = Array(items.prefix(room))
    self.totalCount = max(totalCount, self.items.count)
    self.page = page
    self.incompleteResults = incompleteResults
    let reachable = min(self.totalCount, Self.resultLimit)
    let (loadedCount, pastEnd) = page.multipliedReportingOverflow(by: pageSize)
    let countsImplyMore = !pastEnd && loadedCount < reachable
    self.hasMorePages = !self.items.isEmpty && countsImplyMore && hasMorePages != false
  }
}
