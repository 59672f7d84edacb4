import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S9: a page that comes back with no rows ends paging for its search.
@MainActor
@Suite struct PagingEmptyPageTests {
  @Test(
    "S9 a page with no rows ends paging, whatever total it claims",
    arguments: allArchitectures)
  func emptyPageEndsPaging(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Fixtures.page(1, of: 1_000))
    await driver.press(.end)
    try await driver.answer(
      "swift", page: 2, with: SearchPage(items: [], totalCount: 1_000, page: 2))
    driver.snapshot("page 2 comes back empty, still claiming 1,000")
    await driver.press(.home)
    await driver.press(.end)
    await driver.press(.down)
    driver.snapshot("Home, End, Down: nothing more is asked for")
    #expect(driver.service.requests.map(\.page) == [1, 2])
    #expect(driver.service.pendingRequests.isEmpty)
    try driver.verify(golden: "S09-paging-empty-page")
  }
}
