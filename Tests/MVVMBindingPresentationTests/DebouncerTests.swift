import MVVMBindingPresentation
import TestSupport
import Testing

@MainActor
@Suite struct DebouncerTests {
  let clock = ManualClock()
  let debouncer: Debouncer

  init() {
    debouncer = Debouncer(pause: .milliseconds(500), clock: clock)
  }

  /// Hands the debouncer an action that records `name` in `log`.
  private func debounce(_ name: String, into log: Log) async {
    debouncer.debounce { log.names.append(name) }
    await settle(until: [clock])
  }

  private func advance(by duration: Duration) async {
    clock.advance(by: duration)
    await settle(until: [clock])
  }

  @MainActor
  final class Log {
    var names: [String] = []
  }

  @Test func runsTheActionOnceThePauseHasPassed() async {
    let log = Log()
    await debounce("a", into: log)
    #expect(clock.sleeperCount == 1, "one action waits")
    await advance(by: .milliseconds(499))
    #expect(log.names.isEmpty)
    await advance(by: .milliseconds(1))
    #expect(log.names == ["a"])
    #expect(clock.sleeperCount == 0)
    await advance(by: .seconds(5))
    #expect(log.names == ["a"])
  }

  @Test func eachCallRestartsThePauseAndOnlyTheLastActionRuns() async {
    let log = Log()
    await debounce("a", into: log)
    await advance(by: .milliseconds(400))
    await debounce("b", into: log)
    await advance(by: .milliseconds(400))
    #expect(log.names.isEmpty)
    await advance(by: .milliseconds(100))
    #expect(log.names == ["b"])
  }

  @Test func cancelDropsTheActionWaiting() async {
    let log = Log()
    await debounce("a", into: log)
    debouncer.cancel()
    await settle(until: [clock])
    #expect(clock.sleeperCount == 0, "the wait is over as soon as it is cancelled")
    await advance(by: .seconds(1))
    #expect(log.names.isEmpty)
    #expect(clock.sleeperCount == 0)
  }
}
