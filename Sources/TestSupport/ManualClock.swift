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

  private let lock = NSLock()
  private var currentInstant = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextSleeperID: UInt64 = 0
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

  /// How many tasks are waiting on this clock right now.
  public var sleeperCount: Int {
    lock.withLock { sleepers.count }
  }

  /// Suspends until the clock is advanced to `deadline`, or throws `CancellationError`.
  @MainActor
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock {
      nextSleeperID += 1
      return nextSleeperID
    }
    defer { lock.withLock { wakeUpsOnTheirWay -= 1 } }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        // Checked under the lock so that a cancellation racing this registration is never lost.
        let resumeNow: Bool = lock.withLock {
          if deadline <= currentInstant || Task.isCancelled {
            wakeUpsOnTheirWay += 1
            return true
          }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow { continuation.resume() }
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
