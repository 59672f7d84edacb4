import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S11: a screen shows one alert at a time, as UIKit presents one thing at a time; an alert
/// asked for while another is up is not shown, in every architecture alike.
extension AlertAndQuitTests.S11 {
  @Test(
    "S11 an alert that comes while another is up is not shown, then or after",
    arguments: allArchitectures)
  func oneAlertAtATime(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Fixtures.page(1, of: 45))
    await driver.press(.end)
    await driver.press(.home)
    await driver.press(.up)
    await driver.press(.control("u"))
    await driver.press(.enter)
    driver.snapshot("the validation alert is up while page 2 still loads")
    try await driver.fail("swift", page: 2, with: .serverError(statusCode: 502))
    driver.snapshot("page 2 fails: the validation alert stays, alone")
    await driver.press(.enter)
    driver.snapshot("dismissed: no second alert, the rows kept, the search bar focused")
    try driver.verify(golden: "S11-one-alert-at-a-time")
  }
}
