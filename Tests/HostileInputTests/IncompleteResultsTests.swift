import RepositorySearch
import SharedUI
import TestSupport
import Testing

/// GitHub's `incomplete_results` reaches the person in every architecture (issue item 14).
@MainActor
@Suite struct IncompleteResultsTests {
  @Test("14 the title line says results may be incomplete", arguments: allArchitectures)
  func saysResultsMayBeIncomplete(_ architecture: Architecture) async throws {
    let driver = AppDriver(architecture)
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
      "swiftui",
      with: SearchPage(
        items: Repository.samples(count: 3), totalCount: 3, page: 1))
    #expect(!driver.lines[0].contains(Architecture.incompleteResultsNotice))
  }
}
