import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// After a screen is dismissed or the app quits, its objects are gone.
@MainActor
@Suite struct LeakTests {
  @Test(
    "Going back releases the detail screen and everything it made",
    arguments: allArchitectures)
  func detailScreenIsReleased(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    try await driver.answer("swift", with: Fixtures.page(1, of: 4))
    var searchScreen = LeakTracker()
    searchScreen.track(try #require(driver.rootViewController))
    await driver.press(.enter)
    var detailScreen = LeakTracker()
    detailScreen.track(try #require(driver.rootViewController))
    await driver.type("o")
    await driver.press(.escape)
    let detailOnly = Set(detailScreen.trackedTypeNames).subtracting(searchScreen.trackedTypeNames)
    #expect(!detailOnly.isEmpty, "the detail screen made objects of its own")
    #expect(detailScreen.survivors.filter(detailOnly.contains).isEmpty)
  }

  @Test(
    "Quitting releases every screen and everything they made",
    arguments: allArchitectures)
  func everythingIsReleasedOnQuit(_ architecture: Architecture) async throws {
    let driver = await ScreenDriver(architecture)
    await driver.search("swift")
    await driver.press(.control("u"))
    await driver.search("rust")
    try await driver.answer("rust", with: Fixtures.page(1, of: 45))
    await driver.press(.end)
    await driver.press(.enter)
    var tracker = LeakTracker()
    tracker.track(try #require(driver.rootViewController))
    // What every architecture has, whatever else it builds: a view controller per screen on
    // the stack, plus their container. Presenters, view models and routers come on top.
    #expect(tracker.trackedViewControllerCount >= 3, "the container and both screens are tracked")
    await driver.tearDown()
    #expect(tracker.survivors.isEmpty)
  }
}
