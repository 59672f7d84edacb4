import RepositorySearch
import Testing

@Suite struct SearchPageTests {
  @Test func hasMorePagesWhileCountsSaySo() {
    #expect(SearchPage(items: [], totalCount: 61, page: 2).hasMorePages)
    #expect(!SearchPage(items: [], totalCount: 60, page: 2).hasMorePages)
  }

  @Test func neverHasMorePagesPastTheResultLimit() {
    #expect(SearchPage(items: [], totalCount: 5_000, page: 33).hasMorePages)
    #expect(!SearchPage(items: [], totalCount: 5_000, page: 34).hasMorePages)
  }

  @Test func believesServerOnlyWithinTheCounts() {
    #expect(!SearchPage(items: [], totalCount: 100, page: 1, hasMorePages: false).hasMorePages)
    #expect(!SearchPage(items: [], totalCount: 10, page: 1, hasMorePages: true).hasMorePages)
  }

  @Test func survivesAbsurdPageNumbers() {
    #expect(!SearchPage(items: [], totalCount: 100, page: .max).hasMorePages)
    #expect(!SearchPage(items: [], totalCount: 100, page: .max, pageSize: .max).hasMorePages)
  }
}
