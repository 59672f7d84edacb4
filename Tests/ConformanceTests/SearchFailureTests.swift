import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S7–S8: failures and searches that overtake each other.
@MainActor
@Suite struct SearchFailureTests {
  static let failures: [(query: String, error: SearchError)] = [
    ("offline", .offline),
    ("limited", .rateLimited(secondsUntilReset: 42)),
    ("limitless", .rateLimited(secondsUntilReset: nil)),
    ("rejected", .queryRejected(message: "The listed users cannot be searched.")),
    ("broken", .serverError(statusCode: 503)),
    ("garbled", .unreadableResponse),
  ]

  @MainActor
  @Suite struct S7 {
    @Test(
      "S7 each failure shows an alert a person can act on; the app keeps running",
      arguments: allArchitectures)
    func failures(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      for (query, error) in SearchFailureTests.failures {
        await driver.press(.control("u"))
        await driver.search(query)
        try await driver.fail(query, with: error)
        driver.snapshot("\(query) fails")
        await driver.press(.enter)
      }
      await driver.press(.control("u"))
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      driver.snapshot("a search after all of them still works")
      try driver.verify(golden: "S07-failures")
    }
  }

  @MainActor
  @Suite struct S8 {
    @Test(
      "S8 the latest search wins, whichever answer arrives first",
      arguments: allArchitectures)
    func latestWins(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("kotlin")
      await driver.press(.control("u"))
      await driver.search("swift")
      driver.snapshot("swift submitted while kotlin is in flight")
      #expect(driver.service.cancelledRequests.map(\.query.text) == ["kotlin"])
      try await driver.answer("kotlin", with: Fixtures.page(1, of: 1))
      driver.snapshot("the old kotlin answer arrives first and is ignored")
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      driver.snapshot("the swift answer shows")
      await driver.press(.up)
      await driver.press(.control("u"))
      await driver.search("rust")
      await driver.press(.control("u"))
      await driver.search("go")
      try await driver.answer("go", with: Fixtures.page(1, of: 2))
      try await driver.answer("rust", with: Fixtures.page(1, of: 3))
      driver.snapshot("go answered, then the older rust answer arrives late and is ignored")
      try driver.verify(golden: "S08-latest-wins")
    }
  }
}
