import SharedUI
import TerminalUI
import Testing
import TraceSession
import Tracing

/// The live strip's log: every key's calls under the key, the earlier keys' kept as the
/// latest come in.
@MainActor
@Suite(.serialized) struct TraceLogTests {
  /// An architecture of its own, so that no other test's calls are taken by this log.
  let architecture = Architecture(
    name: "Traced log", executable: "traced-log-demo", folder: "TraceLogTests",
    summary: "calls recorded by hand", family: .viewController,
    makeRootViewController: { _ in ViewController() })

  func call(_ from: String, _ to: String, _ message: String) -> TraceEvent {
    TraceEvent(architecture: architecture.folder, from: from, to: to, message: message)
  }

  @Test func everyKeyKeepsItsCallsUnderItAsLaterKeysCome() throws {
    let log = TraceLog(of: architecture)
    let recorder = try #require(Trace.recorder)
    let edit = call("TerminalUI", "SearchViewController", "searchBar(_:textDidChange:)")
    let down = call("TerminalUI", "SearchViewController", "tableView(_:didSelectRowAt:)")
    log.keyWillBeSent(.press(.character("s")))
    recorder.record(edit)
    #expect(log.lines == ["── s", edit.lineText])
    log.keyWillBeSent(.press(.down))
    recorder.record(down)
    log.keyWillBeSent(.press(.character("w")))
    recorder.record(edit)
    #expect(log.lines == ["── s", edit.lineText, "── ↓", down.lineText, "── w", edit.lineText])
  }

  @Test func aLateCallStaysWithItsKeyAndRepeatsFoldWithinIt() throws {
    let log = TraceLog(of: architecture)
    let recorder = try #require(Trace.recorder)
    let cell = call("TerminalUI", "SearchViewController", "tableView(_:cellForRowAt:)")
    log.keyWillBeSent(.press(.enter))
    recorder.record(cell)
    _ = log.lines
    // The search's answer comes after the strip was drawn: it still belongs to Enter.
    recorder.record(cell)
    #expect(log.lines == ["── Enter", cell.lineText + " ×2"])
    log.keyWillBeSent(.press(.control("c")))
    #expect(log.lines == ["── Enter", cell.lineText + " ×2", "── Ctrl-C"])
  }

  @Test func onlyTheLatestLinesOfEarlierKeysAreKept() {
    let log = TraceLog(of: architecture)
    for _ in 0..<(TraceLog.capacity + 10) { log.keyWillBeSent(.press(.character("a"))) }
    #expect(log.lines.count == TraceLog.capacity)
  }
}

extension TraceEvent {
  /// The event as a strip shows it, alone.
  fileprivate var lineText: String { TraceLine.lines([self])[0].text }
}
