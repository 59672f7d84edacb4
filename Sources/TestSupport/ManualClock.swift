import Foundation

/// A clock that moves only when a test calls ``advance(by:)``.
///
/// Inject it wherever code waits (simulated latency, debounce, spinner frames) so that tests run
/// that code without real sleeps. Sleepers whose deadline is reached resume in deadline order.
///
/// Sleeping happens on the main actor, where the screens and their tests run. A main-actor
/// caller that sleeps through a `sleep(for:)` that keeps it on its actor (the toolkit's
/// animation ticker, or any view model using `RepositorySearch`'s) wakes up as the next
/// main-actor job after ``advance(by:)``, never on another thread, so one `await Task.yield()`
/// is enough to see what it did.
public final class ManualClock: Clock, IdleReporting, @unchecked Sendable {
  /// A point on the manual clock: the time elapsed since the clock was made.
  public struct Instant: InstantProtocol {
    /// Time since the clock's start.
    public var offset: Duration

    /// Creates an instant `offset` after the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Orders instants by their offset.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct SleeperWaiter {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private let lock = NSLock()
  private var currentInstant = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextSleeperID: UInt64 = 0
  private var sleeperWaiters: [SleeperWaiter] = []
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  // Sleepers resumed that have not run yet.
  private var wakeUpsOnTheirWay = 0

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant; changes only through ``advance(by:)``.
  public var now: Instant {
    lock.withLock { currentInstant }
  }

  /// The manual clock can represent any duration.
  public var minimumResolution: Duration { .zero }

  /// True when every sleeper resumed has run.
  public var isIdle: Bool {
    lock.withLock { wakeUpsOnTheirWay == 0 }
  }

  /// Returns once every sleeper resumed has run.
  public func waitUntilIdle() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isIdle = lock.withLock {
        guard wakeUpsOnTheirWay > 0 else { return true }
        idleWaiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }

  /// How many tasks are waiting on this clock right now.
  public var sleeperCount: Int {
    lock.withLock { sleepers.count }
  }

  /// Returns once at least `count` tasks are waiting on this clock: a test awaits this instead
  /// of yielding until the code under test has started its wait.
  public func waitForSleepers(count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isDue = lock.withLock {
        guard sleepers.count < count else { return true }
        sleeperWaiters.append(SleeperWaiter(count: count, continuation: continuation))
        return false
      }
      if isDue { continuation.resume() }
    }
  }

  /// Suspends until the clock is advanced to `deadline`, or throws `CancellationError`.
  @MainActor
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock {
      nextSleeperID += 1
      return nextSleeperID
    }
    defer { wakeUpDelivered() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        // Checked under the lock so that a cancellation racing this registration is never lost.
        let (resumeNow, waitedFor) = lock.withLock { () -> (Bool, [SleeperWaiter]) in
          if deadline <= currentInstant || Task.isCancelled {
            wakeUpsOnTheirWay += 1
            return (true, [])
          }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          let due = sleeperWaiters.filter { $0.count <= sleepers.count }
          sleeperWaiters.removeAll { $0.count <= sleepers.count }
          return (false, due)
        }
        if resumeNow { continuation.resume() }
        for waiter in waitedFor { waiter.continuation.resume() }
      }
    } onCancel: {
      let cancelled = lock.withLock { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        wakeUpsOnTheirWay += 1
        return sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
    try Task.checkCancellation()
  }

  /// Counts a resumed sleeper as run; resumes the idle waiters when it was the last.
  private func wakeUpDelivered() {
    let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      wakeUpsOnTheirWay -= 1
      guard wakeUpsOnTheirWay == 0 else { return [] }
      defer { idleWaiters = [] }
      return idleWaiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Moves the clock forward by `duration` and resumes every sleeper whose deadline has come.
  public func advance(by duration: Duration) {
    let due = lock.withLock { () -> [Sleeper] in
      currentInstant = currentInstant.advanced(by: duration)
      let due = sleepers.filter { $0.deadline <= currentInstant }
        .sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= currentInstant }
      wakeUpsOnTheirWay += due.count
      return due
    }
    for sleeper in due {
      sleeper.continuation.resume()
    }
  }
}
