import ReduxPresentation
import TestSupport
import Testing

/// `ifLet`: a child's reducer runs on optional child state, its effects are cancelled when the
/// state goes away or another child takes its place, and an action for absent state is
/// reported, not ignored.
@MainActor
@Suite(ExpectedIssues.catching) struct IfLetReducerTests {
  /// A timer screen: `start` ticks once a second on the clock until it goes away.
  struct Timer: Reducer {
    /// One timer, told from another by its `id`.
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var ticks = 0
    }

    let clock: any Clock<Duration>

    func reduce(into state: inout State, action: String) -> Effect<String> {
      switch action {
      case "start":
        return .run { [clock] send in
          while (try? await clock.sleep(for: .seconds(1))) != nil { send("tick") }
        }
      default:
        state.ticks += 1
        return .none
      }
    }
  }

  /// A screen that shows a timer (`show`), another in its place, and closes it (`close`).
  struct Screen: Reducer {
    struct State: Equatable, Sendable {
      var timer: Timer.State?
    }

    enum Action: Equatable, Sendable {
      case show(id: Int)
      case close
      case timer(String)

      var timer: String? {
        if case .timer(let action) = self { action } else { nil }
      }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .show(let id): state.timer = Timer.State(id: id)
      case .close: state.timer = nil
      case .timer: break
      }
      return .none
    }
  }

  let clock = ManualClock()
  let store: TestStore<Screen.State, Screen.Action>

  init() {
    store = TestStore(
      initialState: Screen.State(),
      reducer: Screen().ifLet(
        \.timer, action: \.timer, embed: Screen.Action.timer, then: Timer(clock: clock)),
      clock: clock)
  }

  /// Shows timer `id` and starts it: its effect sleeps on the clock.
  private func startTimer(_ id: Int) async {
    store.send(.show(id: id)) { $0.timer = Timer.State(id: id) }
    store.send(.timer("start"))
    await settle(until: [clock])
    #expect(clock.sleeperCount == 1)
  }

  @Test func theChildRunsOnItsStateWhileItIsSet() async {
    await startTimer(1)
    clock.advance(by: .seconds(1))
    await store.receive(.timer("tick")) { $0.timer?.ticks = 1 }
    await settle(until: [clock])
    store.send(.close) { $0.timer = nil }
  }

  @Test func theChildsEffectsAreCancelledWhenItsStateGoesAway() async {
    await startTimer(1)
    store.send(.close) { $0.timer = nil }
    await settle(until: [clock])
    #expect(clock.sleeperCount == 0, "the timer stopped with its screen")
    clock.advance(by: .seconds(5))
  }

  @Test func anotherChildInItsPlaceCancelsTheOldChildsEffects() async {
    await startTimer(1)
    store.send(.show(id: 2)) { $0.timer = Timer.State(id: 2) }
    await settle(until: [clock])
    #expect(clock.sleeperCount == 0, "the first timer stopped when the second took its place")
    clock.advance(by: .seconds(5))
    store.send(.timer("start"))
    await settle(until: [clock])
    clock.advance(by: .seconds(1))
    await store.receive(.timer("tick")) { $0.timer?.ticks = 1 }
    store.send(.close) { $0.timer = nil }
  }

  @Test func theSameChildSetAgainKeepsItsEffects() async {
    await startTimer(1)
    clock.advance(by: .seconds(1))
    await store.receive(.timer("tick")) { $0.timer?.ticks = 1 }
    store.send(.show(id: 1)) { $0.timer?.ticks = 0 }
    await settle(until: [clock])
    #expect(clock.sleeperCount == 1, "the same id is the same child: its timer goes on")
    store.send(.close) { $0.timer = nil }
  }

  @Test func anActionForAbsentChildStateIsReportedAndChangesNothing() {
    let issues = ExpectedIssues.during { store.send(.timer("start")) }
    #expect(
      issues.map(\.message) == [
        #"timer("start") arrived with no State to run on; it changed nothing"#
      ])
    #expect(clock.sleeperCount == 0, "nothing ran for it")
  }
}
