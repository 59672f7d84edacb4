import Testing
import TraceSession
import Tracing

/// Back-to-back repeats fold into one line each, in order; nothing else moves.
@Suite struct TraceLineTests {
  func call(_ from: String, _ to: String, _ message: String) -> TraceEvent {
    TraceEvent(architecture: "MVP", from: from, to: to, message: message)
  }

  @Test func aGroupThatRepeatsBackToBackIsShownOnceWithItsCount() {
    let cell = call("TerminalUI", "SearchViewController", "tableView(_:cellForRowAt:)")
    let row = call("SearchViewController", "SearchPresenter", "repository(at:)")
    let reload = call("SearchPresenter", "SearchViewController", "reloadRepositories(summary:)")
    let lines = TraceLine.lines([reload, cell, row, cell, row, cell, row, reload])
    #expect(lines.map(\.count) == [1, 3, 3, 1])
    #expect(lines.map(\.event) == [reload, cell, row, reload])
    #expect(lines[1].text == "TerminalUI → SearchViewController.tableView(_:cellForRowAt:) ×3")
  }

  @Test func anAnswerReadsFromWhoWasAnswered() {
    let answer = TraceEvent(
      architecture: "MVP", from: "Clock", to: "SearchPresenter", message: "0.5 s later",
      kind: .answer)
    #expect(TraceLine.lines([answer])[0].text == "SearchPresenter ⇠ Clock: 0.5 s later")
  }
}
