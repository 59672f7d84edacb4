import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S11–S12: modal alerts, and the ways out.
@MainActor
@Suite struct AlertAndQuitTests {
  @MainActor
  @Suite struct S11 {
    @Test(
      "S11 an alert takes every key until Enter or Esc, then focus returns where it was",
      arguments: allArchitectures)
    func alertsAreModal(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.press(.enter)
      await driver.type("xyz")
      await driver.press(.down)
      await driver.press(.backspace)
      driver.snapshot("keys while the alert is up change nothing behind it")
      await driver.press(.escape)
      await driver.type("ok")
      driver.snapshot("Esc dismisses; the search bar has focus again")
      await driver.press(.control("u"))
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 45))
      await driver.press(.end)
      try await driver.fail("swift", page: 2, with: .offline)
      await driver.press(.enter)
      await driver.press(.up)
      driver.snapshot("a paging alert dismissed; the list still has focus")
      try driver.verify(golden: "S11-alerts")
    }
  }

  @MainActor
  @Suite struct S12 {
    @Test(
      "S12 Ctrl-C quits from the search screen, an alert and the detail screen",
      arguments: allArchitectures)
    func controlCQuits(_ architecture: Architecture) async throws {
      let onSearch = await ScreenDriver(architecture)
      await onSearch.type("swift")
      await onSearch.press(.control("c"))
      #expect(!onSearch.isRunning)
      #expect(!onSearch.terminal.isStarted, "the terminal is given back")

      let onAlert = await ScreenDriver(architecture)
      await onAlert.press(.enter)
      await onAlert.press(.control("c"))
      #expect(!onAlert.isRunning)

      let onDetail = await ScreenDriver(architecture)
      await onDetail.search("swift")
      try await onDetail.answer("swift", with: Fixtures.page(1, of: 4))
      await onDetail.press(.enter)
      await onDetail.press(.control("c"))
      #expect(!onDetail.isRunning)
    }

    @Test(
      "S12 Esc clears the query, and quits when it is already empty",
      arguments: allArchitectures)
    func escapeClearsThenQuits(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      await driver.press(.escape)
      driver.snapshot("Esc in the list returns to the search bar")
      await driver.press(.escape)
      driver.snapshot("Esc clears the query")
      #expect(driver.isRunning)
      await driver.press(.escape)
      #expect(!driver.isRunning, "Esc on an empty query quits")
      try driver.verify(golden: "S12-escape")
    }

    @Test(
      "S12 clearing the query cancels its search in flight: no results under an empty search bar",
      arguments: allArchitectures)
    func clearingTheQueryCancelsItsSearch(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      await driver.press(.escape)
      driver.snapshot("Esc while swift loads clears the query and stops the spinner")
      #expect(driver.service.cancelledRequests.map(\.query.text) == ["swift"])
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      driver.snapshot("the answer held until now arrives and shows nowhere")
      await driver.type("swift")
      await driver.advanceClock(by: SearchQuery.pauseBeforeSearchAsYouType)
      driver.snapshot("the same query typed again is searched again")
      await driver.press(.control("u"))
      #expect(driver.service.cancelledRequests.map(\.query.text) == ["swift", "swift"])
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      driver.snapshot("Ctrl-U cancels it as well")
      try driver.verify(golden: "S12-clearing-cancels-the-search")
    }
  }
}
