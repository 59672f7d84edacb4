import Foundation
import MVP
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import Launcher

/// An output that cannot be written ends the session quietly, with a non-zero status (W5).
@MainActor
@Suite struct TranscriptSessionOutputFailureTests {
  private func session(repositories: Int, size: Size) -> TranscriptSession {
    let catalog = OfflineCatalog(
      repositories: Repository.samples(count: repositories, owner: "swift-fan"))
    let environment = AppEnvironment(
      searchService: catalog, urlOpener: URLOpenerSpy(canOpen: false), clock: ManualClock(),
      dataSourceName: "samples")
    return TranscriptSession(architecture: .mvp, environment: environment, size: size)
  }

  @Test("a screen that cannot be written ends the session with a non-zero status")
  func endsWhenOutputFails() async {
    var input = ["sample", ":select 2", ":open"][...]
    var attempts = 0
    let status = await session(repositories: 40, size: Size(width: 80, height: 24)).run(
      readLine: { input.popFirst() },
      write: { _ throws(StandardStream.WriteError) in
        attempts += 1
        if attempts > 1 { throw StandardStream.WriteError() }
      },
      report: { _ in })
    #expect(status == StandardStream.failureStatus)
    #expect(attempts == 2, "nothing more is written after the first failure")
  }

  @Test("a report that cannot be written ends the session too")
  func endsWhenErrorOutputFails() async {
    var input = [":fly", "sample"][...]
    var screens = 0
    let status = await session(repositories: 40, size: Size(width: 80, height: 24)).run(
      readLine: { input.popFirst() }, write: { _ in screens += 1 },
      report: { _ throws(StandardStream.WriteError) in throw StandardStream.WriteError() })
    #expect(status == StandardStream.failureStatus)
    #expect(screens == 1, "only the launch screen")
  }
}
