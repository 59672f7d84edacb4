import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// D4: work of the search screen that ends while the detail screen is shown never draws over
/// it.
@MainActor
@Suite struct DetailScreenWorkTests {
  @MainActor
  @Suite struct D4 {
    @Test(
      "D4 a page that fails behind the detail screen shows its alert after going back",
      arguments: allArchitectures)
    func failedPageWaitsForBack(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 45))
      await driver.press(.end)
      await driver.press(.enter)
      try await driver.fail("swift", page: 2, with: .serverError(statusCode: 502))
      driver.snapshot("page 2 fails while the detail screen is shown: no alert over it")
      await driver.press(.escape)
      driver.snapshot("back: the alert shows over the search screen, the 30 rows kept")
      await driver.press(.enter)
      driver.snapshot("dismissed: the last row still selected")
      try driver.verify(golden: "D04-failed-page")
    }

    @Test(
      "D4 a page that arrives behind the detail screen is appended quietly",
      arguments: allArchitectures)
    func arrivingPageIsAppendedQuietly(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 45))
      await driver.press(.end)
      await driver.press(.enter)
      let detail = driver.frame
      try await driver.answer("swift", page: 2, with: Fixtures.page(2, of: 45))
      #expect(driver.frame == detail, "the detail screen is drawn as it was")
      await driver.press(.escape)
      driver.snapshot("back: 45 of 45, the same row selected")
      await driver.press(.down)
      driver.snapshot("Down moves on into page 2")
      try driver.verify(golden: "D04-arriving-page")
    }
  }
}
