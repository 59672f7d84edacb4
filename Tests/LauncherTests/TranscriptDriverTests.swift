import Launcher
import MVP
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite struct TranscriptDriverTests {
  let driver = TranscriptDriver(
    architecture: .mvp,
    environment: AppEnvironment(
      searchService: OfflineCatalog(repositories: Repository.samples(count: 5, owner: "kit")),
      urlOpener: URLOpenerSpy(), clock: ManualClock(), dataSourceName: "samples"),
    size: Size(width: 60, height: 12))

  @Test func drivesOneAppStepByStepAndReadsItsScreen() async throws {
    await driver.start()
    #expect(driver.isRunning)
    #expect(driver.screenLines().first == "SideBySide · MVP · samples")
    driver.perform(try TranscriptCommand(line: "sample-2"))
    await driver.waitUntilSettled()
    let lines = driver.screenLines()
    #expect(lines.contains { $0.hasPrefix(">kit/sample-2 ") }, "the selected row is marked")
    #expect(lines.contains("1 of 1"))
    #expect(lines.last?.isEmpty == false, "empty lines at the bottom are left out")
    await driver.stop()
    #expect(!driver.isRunning)
  }

  @Test("W3: a refused step changes nothing, not even the alert on screen")
  func aRefusedStepLeavesTheAlertUp() async throws {
    await driver.start()
    driver.perform(try TranscriptCommand(line: "zzzzqqq"))
    await driver.waitUntilSettled()
    let withAlert = driver.screenLines()
    #expect(withAlert.contains { $0.contains("No repositories match") })
    let refusal = driver.perform(try TranscriptCommand(line: ":select 1"))
    #expect(refusal == "':select 1': there are only 0 rows; nothing changed")
    await driver.waitUntilSettled()
    #expect(driver.screenLines() == withAlert)
    await driver.stop()
  }

  @Test func quitStopsTheApp() async throws {
    await driver.start()
    driver.perform(try TranscriptCommand(line: ":quit"))
    await driver.waitUntilSettled()
    #expect(!driver.isRunning)
    await driver.stop()
  }
}
