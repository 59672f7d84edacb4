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
    let catalog = OfflineCatalog(repositories: Repository.samples(count: 40, owner: "swift-fan"))
    let environment = AppEnvironment(
      searchService: catalog, urlOpener: URLOpenerSpy(canOpen: false), clock: ManualClock(),
      dataSourceName: "samples")
    var input = lines[...]
    var screens: [String] = []
    let status = await TranscriptSession(
      architecture: .mvp, environment: environment, size: Size(width: 80, height: 24)
    ).run(readLine: { input.popFirst() }, write: { screens.append($0) })
    return (status, screens)
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
}
