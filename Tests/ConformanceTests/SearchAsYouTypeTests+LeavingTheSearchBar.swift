import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S13: the pause belongs to the search bar, so a typed search never fires behind another
/// screen or under the cursor.
extension SearchAsYouTypeTests.S13 {
  @Test(
    "S13 leaving the search bar cancels the pending search: never under the cursor, never behind the detail screen",
    arguments: allArchitectures)
  func leavingTheSearchBarCancelsThePendingSearch(_ architecture: Architecture) async throws {
    let pause = SearchQuery.pauseBeforeSearchAsYouType
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Fixtures.page(1, of: 45))
    await driver.press(.up)
    await driver.type("x")
    await driver.press(.down)
    await driver.advanceClock(by: pause * 2)
    driver.snapshot("↑, x, ↓: the list keeps swift's rows; swiftx is not searched")
    #expect(driver.service.requests.map(\.query.text) == ["swift"])
    await driver.press(.up)
    await driver.type("y")
    await driver.press(.down)
    await driver.press(.enter)
    await driver.advanceClock(by: pause * 2)
    driver.snapshot("↑, y, ↓, Enter: the detail screen, with nothing searched behind it")
    #expect(driver.service.requests.map(\.query.text) == ["swift"])
    await driver.press(.escape)
    driver.snapshot("back: swift's rows, the query as typed")
    try driver.verify(golden: "S13-leaving-the-search-bar")
  }
}
