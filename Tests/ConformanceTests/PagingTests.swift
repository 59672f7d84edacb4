import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S9: the next page loads when the selection reaches the last loaded row.
@MainActor
@Suite struct PagingTests {
  @MainActor
  @Suite struct S9 {
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
      // Made once, not per page.
      let reachable = Fixtures.repositories(count: SearchPage.resultLimit)
      try await driver.answer("swift", with: .sample(page: 1, of: total, from: reachable))
      for page in 2...34 {
        await driver.press(.end)
        guard driver.service.pendingRequests.contains(where: { $0.page == page }) else { break }
        try await driver.answer(
          "swift", page: page, with: .sample(page: page, of: total, from: reachable))
      }
      await driver.press(.end)
      driver.snapshot("1,000 rows loaded, End asks for nothing more")
      #expect(driver.service.requests.map(\.page) == Array(1...34))
      #expect(driver.service.pendingRequests.isEmpty)
      try driver.verify(golden: "S09-paging-cap")
    }

    @Test(
      "S9 the next page is asked for exactly when the last loaded row is reached, once",
      arguments: allArchitectures)
    func asksForTheNextPageAtTheLastRow(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 45))
      await driver.press(.down, times: 28)
      driver.snapshot("row 29 of 30 selected: nothing more asked for yet")
      #expect(driver.service.requests.map(\.page) == [1])
      await driver.press(.down)
      driver.snapshot("row 30, the last loaded: page 2 is asked for")
      #expect(driver.service.requests.map(\.page) == [1, 2])
      await driver.press(.home)
      await driver.press(.end)
      #expect(driver.service.requests.map(\.page) == [1, 2], "a page in flight is asked for once")
      try await driver.answer("swift", page: 2, with: Fixtures.page(2, of: 45))
      await driver.press(.down)
      driver.snapshot("page 2 appended; Down moves on into it")
      try driver.verify(golden: "S09-paging-trigger")
    }

    @Test(
      "S9 a page load in flight never lands in a newer search's results",
      arguments: allArchitectures)
    func pageInFlightIsDroppedByANewSearch(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 45))
      await driver.press(.end)
      await driver.press(.home)
      await driver.press(.up)
      await driver.press(.control("u"))
      await driver.search("rust")
      driver.snapshot("rust searched while swift's page 2 is loading: no loading-more row")
      #expect(driver.service.cancelledRequests.map(\.description) == [#"#2 "swift" page 2"#])
      try await driver.answer("swift", page: 2, with: Fixtures.page(2, of: 45))
      driver.snapshot("swift's page 2 arrives before rust's answer and is ignored")
      try await driver.answer("rust", with: Fixtures.page(1, of: 3))
      await driver.press(.end)
      driver.snapshot("rust's 3 rows, and End asks for nothing more")
      #expect(driver.service.requests.map(\.description).last == #"#3 "rust" page 1"#)
      try driver.verify(golden: "S09-paging-new-search")
    }

    @Test(
      "S9 a page that failed to load is asked for again when the last row is reached again",
      arguments: allArchitectures)
    func retriesAFailedPage(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 45))
      await driver.press(.end)
      try await driver.fail("swift", page: 2, with: .serverError(statusCode: 502))
      await driver.press(.enter)
      await driver.press(.down)
      try await driver.answer("swift", page: 2, with: Fixtures.page(2, of: 45))
      #expect(driver.service.requests.map(\.page) == [1, 2, 2])
      #expect(driver.lines.contains("45 of 45"))
    }

    @Test(
      "S9 the last row on screen asks for its page once, however often the screen is drawn",
      arguments: allArchitectures)
    func theLastRowOnScreenAsksForItsPageOnce(_ architecture: Architecture) async throws {
      // Tall enough for two pages: every row is on screen as soon as it arrives.
      let driver = await ScreenDriver(architecture, size: Size(width: 80, height: 130))
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 90))
      #expect(driver.service.requests.map(\.page) == [1, 2], "the last row came into view")
      try await driver.fail("swift", page: 2, with: .serverError(statusCode: 502))
      await driver.press(.enter)
      #expect(
        driver.service.requests.map(\.page) == [1, 2], "the alert and its dismissal ask nothing")
      await driver.press(.end)
      #expect(driver.service.requests.map(\.page) == [1, 2, 2], "reaching the end asks again")
      try await driver.answer("swift", page: 2, with: Fixtures.page(2, of: 90))
      #expect(driver.lines.contains { $0.contains("swift-fan/sample-56") }, "row 60 shows")
      #expect(driver.service.requests.map(\.page) == [1, 2, 2, 3], "the new last row, once")
      try await driver.fail("swift", page: 3, with: .serverError(statusCode: 502))
      await driver.press(.enter)
      #expect(driver.service.requests.map(\.page) == [1, 2, 2, 3])
    }

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
}
