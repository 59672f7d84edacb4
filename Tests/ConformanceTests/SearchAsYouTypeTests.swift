import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S13: the query is searched as you type, after a pause, in every architecture's own layer.
@MainActor
@Suite struct SearchAsYouTypeTests {
  @MainActor
  @Suite struct S13 {
    private let pause = SearchQuery.pauseBeforeSearchAsYouType
    private let justUnderThePause =
      SearchQuery.pauseBeforeSearchAsYouType - .milliseconds(1)

    private func searchedQueries(_ driver: ScreenDriver) -> [String] {
      driver.service.requests.map(\.query.text)
    }

    @Test(
      "S13 a pause of 0.5 s searches what was typed; the focus stays in the search bar",
      arguments: allArchitectures)
    func pauseSearches(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.type("swi")
      await driver.advanceClock(by: justUnderThePause)
      driver.snapshot("swi typed, 499 ms later: nothing searched yet")
      #expect(searchedQueries(driver).isEmpty)
      await driver.advanceClock(by: .milliseconds(1))
      driver.snapshot("500 ms: swi is searched")
      #expect(searchedQueries(driver) == ["swi"])
      try await driver.answer("swi", with: Fixtures.page(1, of: 45))
      driver.snapshot("the rows show; nothing selected, the cursor still in the search bar")
      await driver.type("f")
      driver.snapshot("typing goes on in the search bar")
      await driver.press(.backspace)
      await driver.press(.down)
      driver.snapshot("Down moves the focus to the first row")
      await driver.advanceClock(by: pause * 2)
      #expect(searchedQueries(driver) == ["swi"], "swi is already shown: not searched again")
      try driver.verify(golden: "S13-search-as-you-type")
    }

    @Test("S13 each edit restarts the pause", arguments: allArchitectures)
    func editRestartsThePause(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.type("swi")
      await driver.advanceClock(by: justUnderThePause)
      await driver.type("f")
      await driver.advanceClock(by: justUnderThePause)
      await driver.paste("t")
      await driver.advanceClock(by: justUnderThePause)
      #expect(searchedQueries(driver).isEmpty)
      await driver.advanceClock(by: .milliseconds(1))
      #expect(searchedQueries(driver) == ["swift"])
    }

    @Test(
      "S13 an edit below 3 characters cancels the pending search, never searching the old text",
      arguments: allArchitectures)
    func shortQueryCancels(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.type("swi")
      await driver.advanceClock(by: .milliseconds(300))
      await driver.press(.backspace)
      await driver.advanceClock(by: pause * 2)
      driver.snapshot("swi, Backspace: sw is too short and swi is not searched")
      #expect(searchedQueries(driver).isEmpty)
      await driver.type("  ")
      await driver.advanceClock(by: pause * 2)
      #expect(searchedQueries(driver).isEmpty, "spaces do not count")
      await driver.type("i")
      await driver.press(.escape)
      await driver.advanceClock(by: pause * 2)
      driver.snapshot("sw  i, Esc clears: nothing searched")
      #expect(searchedQueries(driver).isEmpty)
      try driver.verify(golden: "S13-short-query")
    }

    @Test(
      "S13 the query already shown is not searched again, however it is typed",
      arguments: allArchitectures)
    func sameQueryIsNotSearchedAgain(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      await driver.press(.up)
      await driver.type(" ")
      await driver.advanceClock(by: pause)
      await driver.press(.backspace)
      await driver.type("x")
      await driver.press(.backspace)
      await driver.advanceClock(by: pause)
      #expect(searchedQueries(driver) == ["swift"])
      await driver.type("y")
      await driver.advanceClock(by: pause)
      #expect(searchedQueries(driver) == ["swift", "swifty"])
    }

    @Test(
      "S13 Enter searches at once, cancels the pause, and retries the query shown",
      arguments: allArchitectures)
    func enterSearchesAtOnce(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.type("swift")
      await driver.advanceClock(by: .milliseconds(200))
      await driver.press(.enter)
      #expect(searchedQueries(driver) == ["swift"])
      await driver.advanceClock(by: pause * 2)
      #expect(searchedQueries(driver) == ["swift"], "the pause was cancelled")
      try await driver.fail("swift", with: .offline)
      await driver.press(.enter)
      await driver.press(.enter)
      driver.snapshot("offline alert dismissed, Enter retries swift")
      #expect(searchedQueries(driver) == ["swift", "swift"])
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      driver.snapshot("an Enter search selects the first row")
      try driver.verify(golden: "S13-enter")
    }

    @Test(
      "S13 typing while a search is in flight: the newest query wins (S8)",
      arguments: allArchitectures)
    func typingCancelsTheSearchInFlight(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.type("swift")
      await driver.advanceClock(by: pause)
      await driver.type("ui")
      await driver.advanceClock(by: pause)
      #expect(searchedQueries(driver) == ["swift", "swiftui"])
      #expect(driver.service.cancelledRequests.map(\.query.text) == ["swift"])
      try await driver.answer("swift", with: Fixtures.page(1, of: 45))
      driver.snapshot("the old swift answer arrives and is ignored")
      try await driver.answer("swiftui", with: Fixtures.page(1, of: 4))
      driver.snapshot("swiftui's rows show")
      try driver.verify(golden: "S13-latest-wins")
    }

    @Test(
      "S13 a typed search that finds nothing shows the alert; dismissing it returns to typing",
      arguments: allArchitectures)
    func typedSearchWithNoResults(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.type("qwxyz")
      await driver.advanceClock(by: pause)
      try await driver.answer("qwxyz", with: Fixtures.noResults)
      driver.snapshot("no repositories match qwxyz")
      await driver.press(.escape)
      await driver.type("!")
      driver.snapshot("Esc dismisses; typing goes on")
      try driver.verify(golden: "S13-no-results")
    }
  }
}
