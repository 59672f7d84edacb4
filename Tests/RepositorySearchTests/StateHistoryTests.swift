import TestSupport
import Testing

/// A state history passes only when every recorded state is asserted, in order, field by field.
@MainActor
@Suite struct StateHistoryTests {
  struct Screen: Equatable {
    var query = ""
    var isLoading = false
    var rows = 0
  }

  @Test func theAssertedChangesMatchTheRecordedStates() {
    let history = StateHistory(initial: Screen())
    history.record(Screen(query: "swift", isLoading: true, rows: 0))
    history.record(Screen(query: "swift", isLoading: false, rows: 30))
    let check = history.check(
      {
        $0.query = "swift"
        $0.isLoading = true
      },
      {
        $0.isLoading = false
        $0.rows = 30
      })
    #expect(check == .matches)
    #expect(history.unasserted.isEmpty)
  }

  @Test func aChangeNobodyAssertedFails() {
    let history = StateHistory(initial: Screen())
    history.record(Screen(query: "swift", isLoading: true))
    history.record(Screen(query: "swift", isLoading: true))
    let check = history.check {
      $0.query = "swift"
      $0.isLoading = true
    }
    #expect(check == .differs(["state 2: a change nobody asserted: no field changed"]))
  }

  @Test func aWrongFieldIsNamedWithTheAssertedValueAndTheOneRecorded() {
    let history = StateHistory(initial: Screen())
    history.record(Screen(query: "swift", isLoading: false, rows: 29))
    let check = history.check {
      $0.query = "swift"
      $0.rows = 30
    }
    #expect(check == .differs(["state 1: rows: expected 30, got 29"]))
  }

  @Test func aChangeNobodyAssertedIsNamedFromTheStateBeforeToTheOneAfter() {
    let history = StateHistory(initial: Screen())
    history.record(Screen(query: "swift"))
    history.record(Screen(query: "swift", rows: 30))
    let check = history.check { $0.query = "swift" }
    #expect(check == .differs(["state 2: a change nobody asserted: rows: 0 → 30"]))
  }

  @Test func aStateWithoutFieldsIsNamedWhole() {
    #expect(StateHistory<Int>.differences(expected: 1, actual: 2) == "expected 1, got 2")
  }

  @Test func anAssertedStateThatNeverCameFails() {
    let history = StateHistory(initial: Screen())
    let check = history.check { $0.isLoading = true }
    #expect(check == .differs(["state 1: expected, but none was recorded"]))
  }

  @Test func theNextCheckStartsFromTheLastAssertedState() {
    let history = StateHistory(initial: Screen())
    history.record(Screen(query: "swift"))
    #expect(history.check { $0.query = "swift" } == .matches)
    history.record(Screen(query: "swift", rows: 3))
    #expect(history.check { $0.rows = 3 } == .matches)
  }
}
