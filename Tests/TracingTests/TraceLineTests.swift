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

  @Test func aGroupRepeatedTwiceAsTheLastCallsIsShownOnceWithTimesTwo() {
    let cell = call("TerminalUI", "SearchViewController", "tableView(_:cellForRowAt:)")
    let row = call("SearchViewController", "SearchPresenter", "repository(at:)")
    let reload = call("SearchPresenter", "SearchViewController", "reloadRepositories(summary:)")
    let lines = TraceLine.lines([reload, cell, row, cell, row])
    #expect(lines.map(\.event) == [reload, cell, row])
    #expect(lines.map(\.count) == [1, 2, 2])
    #expect(lines[2].text == "SearchViewController → SearchPresenter.repository(at:) ×2")
  }

  @Test func oneCallTwiceIsFoldedWhereverItComes() {
    let cell = call("TerminalUI", "SearchViewController", "tableView(_:cellForRowAt:)")
    let reload = call("SearchPresenter", "SearchViewController", "reloadRepositories(summary:)")
    #expect(TraceLine.lines([cell, cell]).map(\.count) == [2])
    #expect(TraceLine.lines([reload, cell, cell]).map(\.count) == [1, 2])
    #expect(TraceLine.lines([cell, cell, reload]).map(\.count) == [2, 1])
    // Not back to back: nothing to fold.
    #expect(TraceLine.lines([cell, reload, cell]).map(\.count) == [1, 1, 1])
  }

  @Test func anAnswerReadsFromWhoWasAnswered() {
    let answer = TraceEvent(
      architecture: "MVP", from: "Clock", to: "SearchPresenter", message: "0.5 s later",
      kind: .answer)
    #expect(TraceLine.lines([answer])[0].text == "SearchPresenter ⇠ Clock: 0.5 s later")
  }
}
