import RepositorySearch
import TestSupport
import Testing

@Suite struct SearchPageTests {
  private let thirty = Repository.samples(count: 30)

  @Test func hasMorePagesWhileCountsSaySo() {
    #expect(SearchPage(items: thirty, totalCount: 61, page: 2).hasMorePages)
    #expect(!SearchPage(items: thirty, totalCount: 60, page: 2).hasMorePages)
  }

  @Test func neverHasMorePagesPastTheResultLimit() {
    #expect(SearchPage(items: thirty, totalCount: 5_000, page: 33).hasMorePages)
    #expect(!SearchPage(items: thirty, totalCount: 5_000, page: 34).hasMorePages)
  }

  @Test func believesServerOnlyWithinTheCounts() {
    #expect(!SearchPage(items: thirty, totalCount: 100, page: 1, hasMorePages: false).hasMorePages)
    #expect(!SearchPage(items: thirty, totalCount: 10, page: 1, hasMorePages: true).hasMorePages)
  }

  /// S9: a page with no rows ends paging, whatever it claims.
  @Test func emptyPageEndsPaging() {
    let empty = SearchPage(items: [], totalCount: 1_000, page: 2, hasMorePages: true)
    #expect(!empty.hasMorePages)
    #expect(empty.totalCount == 1_000)
  }

  @Test func survivesAbsurdPageNumbers() {
    #expect(!SearchPage(items: [], totalCount: 100, page: .max).hasMorePages)
    #expect(!SearchPage(items: [], totalCount: 100, page: .max, pageSize: .max).hasMorePages)
  }
}

/// What a hostile server's counts cannot do to a page.
@Suite struct SearchPageLimitTests {
  private let thirty = Repository.samples(count: 30)

  @Test func dropsRowsPastTheResultLimit() {
    // Page 34 of a search claiming 170,000: only 10 of its rows are among the first 1,000.
    let page = SearchPage(items: thirty, totalCount: 170_000, page: 34)
    #expect(page.items.count == 10)
    #expect(!page.hasMorePages)
    #expect(SearchPage(items: thirty, totalCount: 170_000, page: 35).items.isEmpty)
  }

  @Test func dropsRowsBeyondThePageSize() {
    let page = SearchPage(items: Repository.samples(count: 100), totalCount: 5_000, page: 1)
    #expect(page.items.count == SearchPage.defaultPageSize)
  }

  @Test func countsAtLeastTheRowsItHolds() {
    #expect(SearchPage(items: thirty, totalCount: 12, page: 1).totalCount == 30)
    #expect(SearchPage(items: thirty, totalCount: Int.min, page: 2).totalCount == 30)
    #expect(SearchPage(items: [], totalCount: -3, page: 1).totalCount == 0)
  }
}
