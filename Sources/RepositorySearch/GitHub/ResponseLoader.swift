import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request in flight: collects the response and body as the session delivers them, and
/// hands the outcome to the one task awaiting it.
///
/// Cancellation always wins at once: ``cancel()`` resumes the awaiting task with
/// `CancellationError` on the spot, then asks the session to stop on another queue. It never
/// calls `URLSessionTask.cancel()` itself, because on Linux that call can wait on the
/// session's work queue, which may itself be waiting on the cancelled task (see
/// swift-corelibs-foundation issue #5412). For the same reason the task is made and started
/// on a queue of the client's, never on the awaiting task's thread. The body is counted as it
/// arrives, so an endless or oversized one ends the request with
/// ``SearchError/responseTooLarge`` as soon as it passes ``maximumBodySize``.
///
/// `@unchecked Sendable`: every mutable property is guarded by `lock`.
final class ResponseLoader: @unchecked Sendable {
  /// The most bytes of body kept; one more ends the request.
  let maximumBodySize: Int

  private let cancellationQueue: DispatchQueue
  private let lock = NSLock()
  private var continuation: CheckedContinuation<GitHubResponse, any Error>?
  private var task: URLSessionTask?
  private var response: HTTPURLResponse?
  private var body = Data()
  private var isFinished = false

  /// Creates a loader that keeps at most `maximumBodySize` bytes of body and stops its
  /// session task on `cancellationQueue`.
  init(maximumBodySize: Int, cancellationQueue: DispatchQueue) {
    self.maximumBodySize = maximumBodySize
    self.cancellationQueue = cancellationQueue
  }

  /// Starts the task `makeTask` returns, on `startQueue`, and waits for its outcome.
  ///
  /// Throws `CancellationError` when the calling task is cancelled, before or during the wait.
  func load(
    startingOn startQueue: DispatchQueue, _ makeTask: @escaping @Sendable () -> URLSessionTask
  ) async throws -> GitHubResponse {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let isCancelled = lock.withLock {
          // Checked under the lock, so that a cancellation racing the start is never lost.
          guard !isFinished, !Task.isCancelled else {
            isFinished = true
            return true
          }
          self.continuation = continuation
          return false
        }
        if isCancelled {
          continuation.resume(throwing: CancellationError())
          return
        }
        startQueue.async { [self] in
          let task = makeTask()
          let isStillWanted = lock.withLock {
            self.task = task
            return !isFinished
          }
          if isStillWanted { task.resume() } else { stop(task) }
        }
      }
    } onCancel: {
      finish(with: .failure(CancellationError()))
    }
  }

  /// Takes the response head; fails at once when it announces a body over the limit.
  func receive(_ response: URLResponse) {
    guard let response = response as? HTTPURLResponse else {
      finish(with: .failure(URLError(.badServerResponse)))
      return
    }
    if response.expectedContentLength > Int64(maximumBodySize) {
      finish(with: .failure(SearchError.responseTooLarge))
      return
    }
    lock.withLock { self.response = response }
  }

  /// Adds a part of the body; fails at once when the body passes the limit.
  func receive(_ data: Data) {
    let isTooLarge = lock.withLock {
      guard !isFinished else { return false }
      guard body.count + data.count <= maximumBodySize else { return true }
      body.append(data)
      return false
    }
    if isTooLarge { finish(with: .failure(SearchError.responseTooLarge)) }
  }

  /// Ends the request as the session reports it: with the body so far, or with `error`.
  ///
  /// An error after the response head arrived — a broken chunk, a body that does not
  /// decompress — means the server answered but its answer cannot be read: the network works,
  /// so it is ``SearchError/unreadableResponse``, never "could not be reached". A timeout or a
  /// cancellation stays what it is.
  func complete(with error: (any Error)?) {
    if let error {
      let hasResponse = lock.withLock { response != nil }
      finish(with: .failure(hasResponse ? Self.failureAfterResponse(error) : error))
      return
    }
    let received = lock.withLock { response.map { ($0, body) } }
    guard let (response, body) = received else {
      finish(with: .failure(URLError(.badServerResponse)))
      return
    }
    finish(with: .success(GitHubResponse(response, body: body)))
  }

  /// What `error` means once a response head has arrived.
  private static func failureAfterResponse(_ error: any Error) -> any Error {
    switch (error as? URLError)?.code {
    case .cancelled?, .timedOut?: error
    default: error is CancellationError ? error : SearchError.unreadableResponse
    }
  }

  /// Resumes the waiting task once with `outcome`, and stops the session task if it still runs.
  private func finish(with outcome: Result<GitHubResponse, any Error>) {
    let (continuation, task): (CheckedContinuation<GitHubResponse, any Error>?, URLSessionTask?) =
      lock.withLock {
        guard !isFinished else { return (nil, nil) }
        isFinished = true
        body = Data()
        defer { self.continuation = nil }
        return (self.continuation, self.task)
      }
    continuation?.resume(with: outcome)
    if case .failure = outcome, let task { stop(task) }
  }

  /// Asks the session to stop `task` from another queue, never from the caller's thread.
  private func stop(_ task: URLSessionTask) {
    cancellationQueue.async { task.cancel() }
  }
}
