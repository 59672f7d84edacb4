import Foundation
import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S10 and D1–D3: the detail screen.
@MainActor
@Suite struct DetailScreenTests {
  @Test(
    "S10 D1 Enter on a row opens the detail screen with every field",
    arguments: allArchitectures)
  func opensDetail(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Fixtures.page(1, of: 4))
    await driver.press(.enter)
    driver.snapshot("Enter on swiftlang/swift")
    await driver.press(.escape)
    await driver.press(.down, times: 3)
    await driver.press(.enter)
    driver.snapshot("back, Down ×3, Enter: a Japanese description, no topics")
    try driver.verify(golden: "D01-detail")
  }

  @Test(
    "D2 o opens the page in the browser, or shows the address to copy",
    arguments: allArchitectures)
  func opensInBrowser(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Fixtures.page(1, of: 4))
    await driver.press(.enter)
    await driver.type("o")
    driver.snapshot("o with a browser")
    #expect(
      driver.urlOpener.openedURLs.map(\.absoluteString) == ["https://github.com/swiftlang/swift"])
    driver.urlOpener.canOpen = false
    await driver.type("o")
    driver.snapshot("o without a browser")
    try driver.verify(golden: "D02-open-in-browser")
  }

  @Test(
    "D3 Esc or Left goes back with query, rows, selection and scroll as they were",
    arguments: allArchitectures)
  func backRestoresState(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Fixtures.page(1, of: 30))
    await driver.press(.down, times: 12)
    let before = driver.frame
    await driver.press(.enter)
    await driver.press(.escape)
    #expect(driver.frame == before, "Esc returns to exactly the same screen")
    await driver.press(.enter)
    await driver.press(.left)
    #expect(driver.frame == before, "Left returns to exactly the same screen")
    driver.snapshot("after Esc and Left back from the detail of row 13")
    try driver.verify(golden: "D03-back")
  }
}
