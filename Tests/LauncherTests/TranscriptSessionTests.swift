import Foundation
import MVP
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import Launcher

@MainActor
@Suite struct TranscriptSessionTests {

  private func run(_ lines: [String]) async -> (status: Int32, screens: [String]) {
    let (status, screens, _, _) = await runCountingFrames(lines)
    return (status, screens)
  }

  /// Runs `lines` and also returns what the session reported and how many frames it drew.
  private func runCountingFrames(_ lines: [String]) async -> (
    status: Int32, screens: [String], reports: [String], frames: Int
  ) {
    let catalog = OfflineCatalog(repositories: Repository.samples(count: 40, owner: "swift-fan"))
    let environment = AppEnvironment(
      searchService: catalog, urlOpener: URLOpenerSpy(canOpen: false), clock: ManualClock(),
      dataSourceName: "samples")
    var input = lines[...]
    var screens: [String] = []
    var reports: [String] = []
    let session = TranscriptSession(
      architecture: .mvp, environment: environment, size: Size(width: 80, height: 24))
    let status = await session.run(
      readLine: { input.popFirst() }, write: { screens.append($0) },
      report: { reports.append($0) })
    return (status, screens, reports, session.driver.frameCount)
  }

  @Test func printsOneScreenPerStepWithoutEscapeCodes() async {
    let (status, screens) = await run(["sample-1", ":select 2", ":open"])
    #expect(status == 0)
    #expect(
      screens.map { $0.prefix { $0 != "\n" } } == [
        "── launch", "── sample-1", "── :select 2", "── :open",
      ])
    #expect(screens[1].contains("swift-fan/sample-1"))
    #expect(screens[3].contains("swift-fan/sample-10"), "row 2 of sample-1's matches is sample-10")
    #expect(!screens.joined().contains("\u{1B}"))
  }

  @Test func aQueryBacksOutOfAlertsAndTheDetailScreenFirst() async {
    let (_, screens) = await run([
      "sample", ":select 3", ":open", ":key o", "sample-4", ":quit", "never read",
    ])
    #expect(screens[4].contains("Copy this address"), "o without a browser offers the URL")
    let lastSearch = screens[5]
    #expect(lastSearch.contains("Search: sample-4"))
    #expect(lastSearch.contains("swift-fan/sample-4"))
    #expect(screens.count == 6, ":quit ends the session; nothing after it is read")
  }

  @Test func typesALineOfAnyLengthInFramesThatDoNotGrowWithIt() async {
    let short = await runCountingFrames([String(repeating: "a", count: 300)])
    let long = await runCountingFrames([String(repeating: "a", count: 30_000)])
    #expect(long.frames == short.frames, "a line is one edit, not one per character")
    #expect(long.screens[1].contains("too long: 30000 characters"))
  }

  @Test func printsTheStepItRanSanitizedAndCutToTheWidth() async {
    let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J" + String(repeating: "x", count: 200)
    let (_, screens, reports, _) = await runCountingFrames([hostile, ":fly\u{1B}[2J"])
    #expect(
      reports == [
        "transcript: unknown command ':fly␛[2J' (try :select N, :open, :back, :key K, :quit)"
      ])
    let heading = screens[1].prefix { $0 != "\n" }
    #expect(heading.hasPrefix("── ␛]0;pwned␇␛[2Jxxx"))
    #expect(DisplayWidth.of(heading) == 80)
    #expect(!screens.joined().unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func refusesARowThatIsNotLoadedAndChangesNothing() async {
    let (status, screens, reports, _) = await runCountingFrames([
      "sample", ":select 45", ":select 999999999999999999999", ":select 9223372036854775807",
      ":select 2",
    ])
    #expect(status == 0)
    #expect(reports.count == 3)
    #expect(reports.first == "transcript: ':select 45': there are only 30 rows; nothing changed")
    #expect(
      screens.map { $0.prefix { $0 != "\n" } } == ["── launch", "── sample", "── :select 2"],
      "the refused steps print no screen")
  }

  @Test func aRefusedRowIsQuotedAsTyped() async {
    let (_, _, reports, _) = await runCountingFrames([
      "sample", ":select 99999999999999999999999", ":select 0045",
    ])
    #expect(
      reports == [
        "transcript: ':select 99999999999999999999999': there are only 30 rows; nothing changed",
        "transcript: ':select 0045': there are only 30 rows; nothing changed",
      ])
  }

  @Test func backOnTheSearchScreenSaysSoAndNeverQuits() async {
    let (_, screens, reports, _) = await runCountingFrames([
      "sample", ":back", ":select 1", ":open", ":back", ":back",
    ])
    #expect(reports.count == 2)
    #expect(reports.allSatisfy { $0.contains("nothing to go back to") })
    #expect(
      screens.map { $0.prefix { $0 != "\n" } } == [
        "── launch", "── sample", "── :select 1", "── :open", "── :back",
      ])
    #expect(screens[4].contains("Search: sample"), "back from the details to the results")
  }
}
