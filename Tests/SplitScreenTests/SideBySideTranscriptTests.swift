import MVC
import MVP
import RepositorySearch
import SharedUI
import SplitScreen
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite struct SideBySideTranscriptTests {
  private func run(_ lines: [String], leftFault: FaultInjectingSearchService.Fault? = nil) async
    -> (status: Int32, screens: [String], errors: [String])
  {
    let catalog = OfflineCatalog(repositories: Repository.samples(count: 40, owner: "swift-fan"))
    let services: [any RepositorySearchService] = [
      leftFault.map { FaultInjectingSearchService(wrapping: catalog, fault: $0) } ?? catalog,
      catalog,
    ]
    let panes = zip([Architecture.mvc, .mvp], services).map {
      SplitScreen.Pane(
        architecture: $0,
        environment: AppEnvironment(
          searchService: $1, urlOpener: URLOpenerSpy(canOpen: false), clock: ManualClock(),
          dataSourceName: "samples"))
    }
    var input = lines[...]
    var screens: [String] = []
    var errors: [String] = []
    let status = await SideBySideTranscript(panes[0], panes[1], size: Size(width: 60, height: 16))
      .run(
        readLine: { input.popFirst() }, write: { screens.append($0) },
        writeError: { errors.append($0) })
    return (status, screens, errors)
  }

  @Test func printsBothScreensSideBySideAfterEachStep() async throws {
    let (status, screens, _) = await run(["sample-1", ":select 2", ":open", ":quit", "unread"])
    #expect(status == 0)
    #expect(
      screens.map { $0.prefix { $0 != "\n" } } == [
        "── launch", "── sample-1", "── :select 2", "── :open",
      ])
    let title = try #require(screens[0].split(separator: "\n").dropFirst().first)
    #expect(
      title == "SideBySide · MVC · samples" + String(repeating: " ", count: 34)
        + " │ SideBySide · MVP · samples")
    #expect(screens[3].contains("swift-fan/sample-10"))
    #expect(!screens.joined().contains("\u{1B}"))
  }

  @Test func theTwoHalvesDifferOnlyInTheTitle() async {
    let (_, screens, _) = await run(["sample", ":select 3", ":open", ":back", ":key o"])
    for screen in screens {
      for line in screen.split(separator: "\n").dropFirst() {
        // Every character on these screens takes one column: the left half is 60 of them.
        let left = String(line.prefix(60)).trimmingSuffix()
        let divider = line.dropFirst(60).prefix(3)
        let right = String(line.dropFirst(63))
        #expect(divider == " │ " || divider == " │", "\(line)")
        #expect(left.replacingOccurrences(of: "MVC", with: "MVP") == right, "\(line)")
      }
    }
  }

  @Test("W3: a step one pane refuses changes neither pane, not even the other's alert")
  func aStepOnePaneRefusesChangesNeither() async {
    // The left pane is rate limited and shows an alert over no rows; the right one has rows.
    let refused = await run(["sample", ":select 3", ":key up"], leftFault: .rateLimit)
    let untouched = await run(["sample", ":key up"], leftFault: .rateLimit)
    #expect(refused.errors == ["transcript: ':select 3': there are only 0 rows; nothing changed"])
    #expect(refused.screens.count == 3)
    #expect(refused.screens.last == untouched.screens.last)
  }

  @Test func reportsABadCommandAndGoesOn() async {
    let (_, screens, errors) = await run([":fly", "sample"])
    #expect(errors.count == 1 && errors[0].contains("unknown command ':fly'"))
    #expect(screens.count == 2)
  }
}

extension String {
  /// The string without its trailing spaces.
  fileprivate func trimmingSuffix() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
