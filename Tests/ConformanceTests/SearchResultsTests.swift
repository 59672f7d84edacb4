import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S4–S6: a search from the loading indicator to its rows, or to "no results".
@MainActor
@Suite struct SearchResultsTests {
  @MainActor
  @Suite struct S4 {
    @Test(
      "S4 a valid search shows a spinner with the query until it ends",
      arguments: allArchitectures)
    func loadingIndicator(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      driver.snapshot("search swift")
      await driver.advanceClock(by: .milliseconds(100))
      driver.snapshot("100 ms later: the spinner turned")
      await driver.advanceClock(by: .milliseconds(200))
      driver.snapshot("200 ms later")
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      driver.snapshot("the answer arrives")
      await driver.advanceClock(by: .milliseconds(100))
      driver.snapshot("100 ms later: nothing turns")
      try driver.verify(golden: "S04-loading")
    }
  }

  @MainActor
  @Suite struct S5 {
    @Test(
      "S5 results show as rows; the list takes focus and the keys move through it",
      arguments: allArchitectures)
    func resultsAndNavigation(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 30))
      driver.snapshot("30 results, first row selected")
      await driver.press(.down, times: 3)
      driver.snapshot("Down ×3")
      await driver.press(.pageDown)
      driver.snapshot("PageDown")
      await driver.press(.end)
      driver.snapshot("End")
      await driver.press(.pageUp)
      driver.snapshot("PageUp")
      await driver.press(.home)
      await driver.press(.up)
      await driver.type("!")
      driver.snapshot("Home, Up on the first row returns to the search bar, type !")
      #expect(driver.service.requests.count == 1, "30 of 30 has no next page to load")
      try driver.verify(golden: "S05-results")
    }

    @Test(
      "S5 results GitHub marks incomplete say so in the title line until the next search",
      arguments: allArchitectures)
    func saysResultsMayBeIncomplete(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      let incomplete = SearchPage(
        items: Repository.samples(count: 3), totalCount: 3, page: 1, incompleteResults: true)
      try await driver.answer("swift", with: incomplete)
      #expect(driver.lines[0].hasSuffix("· " + Architecture.incompleteResultsNotice))
      await driver.press(.up)
      await driver.press(.control("u"))
      await driver.search("swiftui")
      #expect(
        !driver.lines[0].contains(Architecture.incompleteResultsNotice), "a new search clears it")
      try await driver.answer(
        "swiftui", with: SearchPage(items: Repository.samples(count: 3), totalCount: 3, page: 1))
      #expect(!driver.lines[0].contains(Architecture.incompleteResultsNotice))
    }
  }

  @MainActor
  @Suite struct S6 {
    @Test(
      "S6 a search with no results shows the alert and an empty list",
      arguments: allArchitectures)
    func noResults(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      await driver.press(.up)
      await driver.press(.control("u"))
      await driver.search("qwxyz")
      try await driver.answer("qwxyz", with: Fixtures.noResults)
      driver.snapshot("no repositories match")
      await driver.press(.enter)
      driver.snapshot("Enter dismisses; the list is empty")
      try driver.verify(golden: "S06-no-results")
    }
  }
}
