import Foundation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

/// What every architecture gets from the shared screens and toolkit when the data is hostile
/// or the terminal small (issue items 15, 18 and 20).
@MainActor
@Suite struct SharedScreenTests {
  private static func page(_ number: Int, of total: Int) -> SearchPage {
    .sample(page: number, of: total)
  }

  @Test("15 a page that failed to load is tried again at the last row", arguments: allArchitectures)
  func retriesAFailedPage(_ architecture: Architecture) async throws {
    let driver = AppDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Self.page(1, of: 45))
    await driver.press(.end)
    try await driver.fail("swift", page: 2, with: .serverError(statusCode: 502))
    await driver.press(.enter)
    await driver.press(.down)
    try await driver.answer("swift", page: 2, with: Self.page(2, of: 45))
    #expect(driver.service.requests.map(\.page) == [1, 2, 2])
    #expect(driver.lines.contains("45 of 45"))
  }

  @Test("18 an address that is not a web page is never opened", arguments: allArchitectures)
  func neverOpensANonWebAddress(_ architecture: Architecture) async throws {
    let driver = AppDriver(architecture)
    await driver.search("evil")
    var repository = Repository.sample(id: 1, name: "evil", owner: "mallory")
    repository.htmlURL = try #require(URL(string: "javascript:alert(1)"))
    try await driver.answer("evil", with: SearchPage(items: [repository], totalCount: 1, page: 1))
    await driver.press(.enter)
    #expect(driver.lines.contains { $0.contains("URL          javascript:alert(1)") })
    #expect(!driver.lines.contains { $0.contains("o open in browser") })
    await driver.press(.character("o"))
    #expect(driver.urlOpener.openedURLs.isEmpty)
    #expect(driver.lines.contains { $0.contains("Not a web page") })
  }

  @Test("20 the detail screen keeps its footer and scrolls when short", arguments: allArchitectures)
  func scrollsTheDetailScreen(_ architecture: Architecture) async throws {
    let driver = AppDriver(architecture, size: Size(width: 40, height: 10))
    await driver.search("swift")
    let repository = Repository.sample(
      id: 1, name: "swift", owner: "swiftlang",
      description: "The Swift programming language, its compiler and standard library.")
    try await driver.answer("swift", with: SearchPage(items: [repository], totalCount: 1, page: 1))
    await driver.press(.enter)
    #expect(driver.lines.last?.hasPrefix("o open in browser") == true)
    #expect(!driver.lines.contains { $0.hasPrefix("URL") })
    await driver.press(.pageDown)
    await driver.press(.down, times: 10)
    #expect(driver.lines.contains { $0.hasPrefix("URL") })
    #expect(driver.lines.last?.hasPrefix("o open in browser") == true)
    await driver.press(.escape)
    #expect(driver.lines.contains { $0.hasPrefix("Search: swift") })
  }
}
