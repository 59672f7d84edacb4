import Foundation

/// Runs `work`, which blocks (waiting for a process, reading a pipe), on a thread of its own,
/// and waits for it without blocking.
///
/// Not on `DispatchQueue.global()`: on Linux, Swift's tasks run on that queue's threads, and
/// there are only as many as there are cores. Two blocked reads there stop every other test
/// until the process they wait for exits.
func onAThreadOfItsOwn<Value: Sendable>(
  _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Result(catching: work)) }
  }
}
