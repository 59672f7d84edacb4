import TestSupport
import Testing

@Suite struct ManualClockTests {
  @Test func movesOnlyWhenAdvanced() {
    let clock = ManualClock()
    #expect(clock.now.offset == .zero)
    clock.advance(by: .seconds(2))
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func wakesSleeperWhenItsDeadlineComes() async throws {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(clock.sleeperCount == 0)
    try await sleeper.value
  }

  @Test func throwsCancellationToCancelledSleeper() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func doesNotWaitForDeadlineAlreadyPassed() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(5))
    try await clock.sleep(until: .init(offset: .seconds(1)))
    #expect(clock.sleeperCount == 0)
  }
}
