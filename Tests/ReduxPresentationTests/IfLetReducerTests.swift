import ReduxPresentation
import TestSupport
import Testing

/// `ifLet`: a child's reducer runs on optional child state, its effects are cancelled when the
/// state goes away, and an action for absent state is reported, not ignored.
@MainActor
@Suite struct IfLetReducerTests {
  /// A timer screen: `start` ticks once a second on the clock until it goes away.
  struct Timer: Reducer {
    let clock: any Clock<Duration>

    func reduce(into state: inout Int, action: String) -> Effect<String> {
      switch action {
      case "start":
        return .run { [clock] send in
          while (try? await clock.sleep(for: .seconds(1))) != nil { send("tick") }
        }
      default:
        state += 1
        return .none
      }
    }
  }

  /// A screen that shows the timer (`show`) and closes it (`close`).
  struct Screen: Reducer {
    struct State: Equatable, Sendable {
      var timer: Int?
    }

    enum Action: Equatable, Sendable {
      case show, close
      case timer(String)

      var timer: String? {
        if case .timer(let action) = self { action } else { nil }
      }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .show: state.timer = 0
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
        \.timer, action: \.timer, embed: Screen.Action.timer, then: Timer(clock: clock)))
  }

  @Test func theChildRunsOnItsStateWhileItIsSet() async {
    store.send(.show) { $0.timer = 0 }
    store.send(.timer("start"))
    await settle(until: [clock])
    clock.advance(by: .seconds(1))
    await store.receive(.timer("tick")) { $0.timer = 1 }
    await settle(until: [clock])
    store.send(.close) { $0.timer = nil }
  }

  @Test func theChildsEffectsAreCancelledWhenItsStateGoesAway() async {
    store.send(.show) { $0.timer = 0 }
    store.send(.timer("start"))
    await settle(until: [clock])
    #expect(clock.sleeperCount == 1)
    store.send(.close) { $0.timer = nil }
    await settle(until: [clock])
    #expect(clock.sleeperCount == 0, "the timer stopped with its screen")
    clock.advance(by: .seconds(5))
  }

  @Test func anActionForAbsentChildStateIsReportedAndChangesNothing() {
    withKnownIssue {
      store.send(.timer("start"))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("timer(\"start\")") }
    }
  }
}
