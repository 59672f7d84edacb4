import Foundation
import RepositorySearch
import SharedUI
import TestSupport
import Testing

@testable import Launcher
@testable import TerminalUI

/// Random hostile input into the key decoder and every text path: nothing crashes, no control
/// character is typed or reaches a frame or a transcript line, and the work done grows with the input, not
/// faster — checked by counting events, frames and lines, never by timing.
///
/// `swift test` runs a fixed seed; `Scripts/fuzz` runs many more cases with a random one.
@MainActor
@Suite struct FuzzTests {
  @Test func theKeyDecoderNeverLetsAControlIntoText() {
    var input = FuzzInput(salt: 1)
    for _ in 0..<(input.iterations * 5) {
      let bytes = input.bytes(maximumCount: 400)
      var decoder = KeyDecoder()
      var events: [TerminalEvent] = []
      for read in input.reads(of: bytes) { events += decoder.decode(read) }
      events += decoder.flush()
      #expect(events.count <= bytes.count, "one event per byte at most; \(input.replay)")
      #expect(!decoder.isWaitingForEndOfString && !decoder.isWaitingForEscapeTimeout)
      for event in TerminalEvent.joiningTypedText(events) {
        switch event {
        case .key(let key):
          if case .character(let character) = key.key {
            #expect(!character.unicodeScalars.contains(where: isControl), input.replay)
          }
        case .text(let text):
          #expect(!text.unicodeScalars.contains(where: isControl), input.replay)
        case .paste(let text):
          #expect(text.utf8.count <= KeyDecoder.maximumPasteLength, input.replay)
        case .resize:
          Issue.record("a decoder never reports a resize")
        }
      }
    }
  }

  @Test func everyTextPathDrawsNoControlAndFitsItsWidth() {
    var input = FuzzInput(salt: 2)
    for _ in 0..<(input.iterations * 2) {
      let text = input.string()
      let width = input.number(in: 1...60)
      #expect(DisplayWidth.of(TextLayout.truncate(text, toWidth: width)) <= width, input.replay)
      #expect(DisplayWidth.of(TextLayout.pad(text, toWidth: width)) == width, input.replay)
      let maximumLines = input.number(in: 1...5)
      let lines = TextLayout.wrap(text, toWidth: width, maximumLineCount: maximumLines)
      #expect(lines.count <= maximumLines, input.replay)
      // A line fits, unless it holds one visible character wider than the whole line.
      #expect(
        lines.allSatisfy { line in
          DisplayWidth.of(line) <= width || line.filter { DisplayWidth.of($0) > 0 }.count == 1
        }, input.replay)
      let size = Size(width: input.number(in: 1...70), height: input.number(in: 1...12))
      for view in makeViews(showing: text, input: &input) {
        let drawn = view.snapshot(size: size).lines
        #expect(forbiddenScalars(in: drawn).isEmpty, "\(view): \(input.replay)")
      }
    }
  }

  @Test func aHugeTextCostsOnlyWhatShows() {
    var input = FuzzInput(salt: 3)
    let huge = (0..<2_000).map { _ in input.string() }.joined()
    let lines = TextLayout.wrap(huge, toWidth: 40, maximumLineCount: 3)
    #expect(lines.count <= 3 && lines.joined().count <= 3 * 40, input.replay)
    let label = Label(text: huge)
    label.numberOfLines = 0
    let scrollView = ScrollView(contentView: label)
    let drawn = scrollView.snapshot(size: Size(width: 40, height: 10)).lines
    #expect(scrollView.contentHeight <= ScrollView.maximumContentHeight)
    #expect(forbiddenScalars(in: drawn).isEmpty, input.replay)
  }

  @Test(arguments: allArchitectures)
  func randomKeysAndHostileAnswersNeverDrawAControl(_ architecture: Architecture) async {
    var input = FuzzInput(salt: 4)
    let driver = AppDriver(architecture)
    var handled = 0
    for _ in 0..<input.iterations {
      switch input.number(in: 0...9) {
      case 0...4:
        var decoder = KeyDecoder()
        let events = decoder.decode(input.bytes()) + decoder.flush()
        // Ctrl-C would end the run; everything else goes to the app as typed.
        for event in TerminalEvent.joiningTypedText(events) where event != .press(.control("c")) {
          driver.application.handle(event)
          handled += 1
        }
      case 5:
        let size = Size(width: input.number(in: 1...120), height: input.number(in: 1...40))
        driver.terminal.resize(to: size)
        driver.application.handle(.resize(size))
        handled += 1
      case 6...7:
        for request in driver.service.pendingRequests {
          driver.service.respond(to: request, with: hostilePage(request.page, input: &input))
        }
      default:
        for request in driver.service.pendingRequests {
          driver.service.fail(request, with: .queryRejected(message: input.string()))
        }
      }
      await settle()
      #expect(forbiddenScalars(in: driver.lines).isEmpty, input.replay)
    }
    #expect(driver.terminal.presentCount <= handled + 2 * input.iterations + 1, "a frame an event")
  }

  @Test func transcriptLinesNeverPrintAControl() async {
    var input = FuzzInput(salt: 5)
    // Each architecture's lines are drawn from the input in turn, so that a seed replays them;
    // then every session runs at once, the main actor taking turns between them.
    let sessions = allArchitectures.enumerated().map { index, architecture in
      var lines = (0..<(input.iterations / 4)).map { _ in transcriptLine(input: &input) }
      lines.insert("sample", at: 0)
      return Task { [lines] in
        let environment = AppEnvironment(
          searchService: OfflineCatalog(repositories: Repository.samples(count: 40)),
          urlOpener: URLOpenerSpy(), clock: ManualClock(), dataSourceName: "fuzz \(index)")
        let session = TranscriptSession(
          architecture: architecture, environment: environment, size: Size(width: 60, height: 16))
        var pending = lines[...]
        var printed: [String] = []
        _ = await session.run(
          readLine: { pending.popFirst() }, write: { printed.append($0) },
          report: { printed.append($0) })
        return (
          lines: printed.flatMap { $0.split(separator: "\n").map(String.init) },
          frames: session.driver.frameCount, allowed: 40 * (lines.count + 1)
        )
      }
    }
    for (architecture, session) in zip(allArchitectures, sessions) {
      let printed = await session.value
      #expect(forbiddenScalars(in: printed.lines).isEmpty, "\(architecture): \(input.replay)")
      #expect(printed.frames <= printed.allowed, "frames per line")
    }
  }

  // MARK: - Inputs

  /// C0 and C1 controls and DEL: what the decoder must never type. (Bidi controls and
  /// separators may be typed; the screen replaces them when it draws.)
  private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private func makeViews(showing text: String, input: inout FuzzInput) -> [View] {
    let label = Label(text: text)
    label.numberOfLines = input.number(in: 0...3)
    let cell = TableViewCell(style: [.default, .subtitle, .value1][input.number(in: 0...2)])
    cell.textLabel.text = text
    cell.detailTextLabel.text = text
    cell.accessoryText = text
    let alert = AlertView()
    alert.title = text
    alert.message = text
    alert.actionTitles = [text, "OK"]
    let searchBar = SearchBar(placeholder: text, prompt: text)
    _ = searchBar.insertText(text)
    _ = searchBar.paste(text)
    searchBar.cursorPosition = input.number(in: 0...text.count)
    return [label, cell, alert, searchBar]
  }

  private func hostilePage(_ number: Int, input: inout FuzzInput) -> SearchPage {
    let items = (0..<input.number(in: 0...30)).map { index in
      Repository.sample(
        id: index, name: input.string(maximumPieces: 8), owner: input.string(maximumPieces: 4),
        description: input.chance(80) ? input.string() : nil,
        language: input.chance(80) ? input.string(maximumPieces: 3) : nil,
        stars: [Int.min, -1, 0, 999, 1_250, Int.max][input.number(in: 0...5)],
        topics: (0..<input.number(in: 0...3)).map { _ in input.string(maximumPieces: 5) })
    }
    return SearchPage(
      items: items, totalCount: [Int.min, 0, 45, 170_000, Int.max][input.number(in: 0...4)],
      page: number, incompleteResults: input.chance(30))
  }

  private func transcriptLine(input: inout FuzzInput) -> String {
    switch input.number(in: 0...6) {
    case 0: ":select \(input.number(in: 0...60))"
    case 1: ":select 99999999999999999999999"
    case 2:
      [":open", ":back", ":key down", ":key o", ":key esc", ":key enter"][input.number(in: 0...5)]
    case 3: ":" + input.string(maximumPieces: 5)
    default: input.string().replacingOccurrences(of: "\n", with: " ")
    }
  }
}
