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
  private func run(_ lines: [String]) async -> (status: Int32, screens: [String], errors: [String])
  {
    let catalog = OfflineCatalog(repositories: Repository.samples(count: 40, owner: "swift-fan"))
    let panes = [Architecture.mvc, .mvp].map {
      SplitScreen.Pane(
        architecture: $0,
        environment: AppEnvironment(
          searchService: catalog, urlOpener: URLOpenerSpy(canOpen: false), clock: ManualClock(),
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
