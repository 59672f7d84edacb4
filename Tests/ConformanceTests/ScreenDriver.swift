import Foundation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

/// Drives one architecture's app the way a person would — key presses, pastes, resizes — and
/// records the frames it draws, as plain text, for the golden transcript.
///
/// It sees nothing of the architecture but the root view controller its composition root
/// returns: everything else is observed on screen. The scripted service decides when each
/// search answers, and the manual clock when time passes.
@MainActor
final class ScreenDriver {
  /// The test double behind every search; the scenario answers its requests.
  let service = ScriptedSearchService(answersAfterCancellation: true)
  /// Records the addresses the app asked to open.
  let urlOpener = URLOpenerSpy()
  /// The only clock the app sees.
  let clock = ManualClock()
  /// The in-memory terminal the app draws to.
  let terminal: HeadlessTerminal

  private let architecture: Architecture
  private(set) var application: Application?
  private var runLoop: Task<Void, Never>?
  private var transcript: [String] = []

  /// Launches `architecture` in a terminal of `size` and records the first frame as "launch".
  init(_ architecture: Architecture, size: Size = Size(width: 80, height: 24)) async {
    self.architecture = architecture
    terminal = HeadlessTerminal(size: size)
    let environment = AppEnvironment(
      searchService: service,
      urlOpener: urlOpener,
      clock: clock,
      dataSourceName: "scripted service")
    let application = Application(
      rootViewController: architecture.makeRootViewController(environment),
      terminal: terminal,
      clock: clock)
    self.application = application
    runLoop = Task { try? await application.run() }
    await waitUntilIdle()
  }

  /// The root view controller, for leak tracking.
  var rootViewController: ViewController? { application?.rootViewController }

  /// True while the app has not quit.
  var isRunning: Bool { application?.isRunning ?? false }

  // MARK: - Input

  /// Presses `key` `times` times.
  ///
  /// Each press is handled, laid out and focused as it would be on its own; only the last
  /// frame is drawn, since only the last can be read.
  func press(_ key: Key, times: Int = 1) async {
    application?.handle(repeatElement(.press(key), count: times))
    await waitUntilIdle()
  }

  /// Types `text` one character at a time: one key press each, as ``press(_:times:)`` sends.
  func type(_ text: String) async {
    application?.handle(text.map { .press(.character($0)) })
    await waitUntilIdle()
  }

  /// Types `text` and presses Enter.
  func search(_ text: String) async {
    await type(text)
    await press(.enter)
  }

  /// Pastes `text` in one bracketed paste.
  func paste(_ text: String) async {
    application?.handle(.paste(text))
    await waitUntilIdle()
  }

  /// Resizes the terminal.
  func resize(to size: Size) async {
    terminal.resize(to: size)
    await waitUntilIdle()
  }

  /// Lets time pass on the app's clock.
  func advanceClock(by duration: Duration) async {
    clock.advance(by: duration)
    await waitUntilIdle()
  }

  /// Answers the pending search for `query`, `page`, with `result`.
  func answer(_ query: String, page: Int = 1, with result: SearchPage) async throws {
    try service.respond(to: query, page: page, with: result)
    await waitUntilIdle()
  }

  /// Fails the pending search for `query`, `page`, with `error`.
  func fail(_ query: String, page: Int = 1, with error: SearchError) async throws {
    try service.fail(query, page: page, with: error)
    await waitUntilIdle()
  }

  /// Quits the app and lets go of it, so that nothing but leaks keeps its objects alive.
  func tearDown() async {
    application?.handle(.press(.control("c")))
    terminal.finish()
    await runLoop?.value
    runLoop = nil
    application = nil
    await waitUntilIdle()
  }

  /// Lets the app run until nothing it was handed is still on its way (see `settle`) and the
  /// frame it asked for, or the one a resize calls for, is drawn.
  private func waitUntilIdle() async {
    repeat {
      await settle(until: [service, clock])
    } while hasFrameOnItsWay
    // An app that has quit gives the terminal back as its run loop ends: that end is awaited,
    // not settled for, so a busy machine cannot check the terminal before it is given back.
    if let application, !application.isRunning, terminal.isStarted { await runLoop?.value }
  }

  /// True while the running app has a frame to draw: asked for, or at a size it has not drawn.
  private var hasFrameOnItsWay: Bool {
    guard let application, application.isRunning else { return false }
    return application.hasScheduledFrame || terminal.lastFrame?.size != terminal.size
  }

  // MARK: - Output

  /// The frame the app last drew, as plain text, with the architecture's name masked.
  ///
  /// The driver draws nothing itself: a change the app made without asking for a frame is a
  /// change the person at the terminal would not see, so the transcript must not show it.
  var frame: String {
    let name = "SideBySide · \(architecture.name) ·"
    return terminal.lines
      .map { $0.replacingOccurrences(of: name, with: "SideBySide · ‹architecture› ·") }
      .joined(separator: "\n")
  }

  /// The current frame's rows, with the architecture's name masked.
  var lines: [String] {
    frame.components(separatedBy: "\n")
  }

  /// Records the current frame as the next step of the transcript, with its highlights.
  func snapshot(_ step: String) {
    let size = terminal.size
    transcript.append(
      "\(transcript.count + 1). \(step) [\(size.width)x\(size.height)]\n\(frame)\n\(highlights)")
  }

  /// Where the frame shows reverse video (the cursor, the focused row) or underlining (the
  /// selected row of an unfocused list), which plain text cannot show: `inverse 1:13`,
  /// `underline 4:1-78` (row:columns).
  private var highlights: String {
    guard let canvas = terminal.lastFrame else { return "highlights: none" }
    var runs: [String] = []
    for y in 0..<canvas.size.height {
      let styles = canvas.styles(ofRow: y)
      var x = 0
      while x < styles.count {
        let style = styles[x]
        let kind = style.isInverse ? "inverse" : style.isUnderlined ? "underline" : nil
        let start = x
        x += 1
        guard let kind else { continue }
        while x < styles.count, styles[x].isInverse == style.isInverse,
          styles[x].isUnderlined == style.isUnderlined
        {
          x += 1
        }
        runs.append(x - 1 == start ? "\(kind) \(y):\(start)" : "\(kind) \(y):\(start)-\(x - 1)")
      }
    }
    return "highlights: " + (runs.isEmpty ? "none" : runs.joined(separator: ", "))
  }

  /// Compares the recorded steps with the scenario's golden file.
  ///
  /// A recording run writes the file from the first registered architecture only, so that no
  /// later architecture can overwrite its frames; the next ordinary run compares every one.
  func verify(golden name: String) throws {
    try GoldenTranscript(name: name).verify(
      "── " + transcript.joined(separator: "\n── ") + "\n",
      mayRecord: architecture.name == allArchitectures.first?.name)
  }
}
