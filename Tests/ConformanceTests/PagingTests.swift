import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S9: the next page loads when the selection reaches the last loaded row.
@MainActor
@Suite struct PagingTests {
  @Test(
    "S9 reaching the last row loads and appends the next page",
    arguments: allArchitectures)
  func loadsNextPage(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Fixtures.page(1, of: 45))
    await driver.press(.end)
    driver.snapshot("End: the last of 30 rows asks for page 2")
    try await driver.answer("swift", page: 2, with: Fixtures.page(2, of: 45))
    driver.snapshot("page 2 appended")
    await driver.press(.end)
    driver.snapshot("End again: 45 of 45, nothing more to load")
    #expect(driver.service.requests.map(\.page) == [1, 2])
    try driver.verify(golden: "S09-paging")
  }

  @Test(
    "S9 a failed page load shows the error and keeps the rows",
    arguments: allArchitectures)
  func failedPageKeepsRows(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Fixtures.page(1, of: 45))
    await driver.press(.end)
    try await driver.fail("swift", page: 2, with: .serverError(statusCode: 502))
    driver.snapshot("page 2 fails")
    await driver.press(.enter)
    driver.snapshot("dismissed: the 30 rows stay, the last one still selected")
    try driver.verify(golden: "S09-paging-failure")
  }

  @Test("S9 paging stops at GitHub's 1,000-result cap", arguments: allArchitectures)
  func stopsAtTheCap(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    let total = 250_000
    try await driver.answer("swift", with: Fixtures.page(1, of: total))
    for page in 2...34 {
      await driver.press(.end)
      guard driver.service.pendingRequests.contains(where: { $0.page == page }) else { break }
      try await driver.answer("swift", page: page, with: Fixtures.page(page, of: total))
    }
    await driver.press(.end)
    driver.snapshot("1,000 rows loaded, End asks for nothing more")
    #expect(driver.service.requests.map(\.page) == Array(1...34))
    #expect(driver.service.pendingRequests.isEmpty)
    try driver.verify(golden: "S09-paging-cap")
  }
}
