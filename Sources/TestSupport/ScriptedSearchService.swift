import Foundation
import RepositorySearch

/// A search service that answers only when the test says so, in the order the test chooses.
///
/// Every search is recorded and then waits. The test looks at ``pendingRequests`` and
/// completes each one with ``respond(to:with:)`` or ``fail(_:with:)``, so it can answer an
/// older request after a newer one and watch that the screen keeps the newer results.
/// Cancelling a waiting search resumes it at once with ``SearchError/cancelled`` and records
/// it in ``cancelledRequests``. Nothing here sleeps or depends on timing.
public final class ScriptedSearchService: RepositorySearchService, @unchecked Sendable {
  /// One search as the service received it.
  public struct Request: Hashable, Sendable, CustomStringConvertible {
    /// The order of arrival, starting at 1; tells apart two searches for the same page.
    public let number: Int
    /// The query searched for.
    public let query: SearchQuery
    /// The page asked for, starting at 1.
    public let page: Int

    /// The query and page, such as `#2 "swift" page 1`.
    public var description: String { "#\(number) \"\(query.text)\" page \(page)" }
  }

  private struct Waiter {
    let request: Request
    let continuation: CheckedContinuation<Result<SearchPage, SearchError>, Never>
  }

  private struct ArrivalWaiter {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  // Every property below is read and written only while holding `lock`.
  private let lock = NSLock()
  private var receivedRequests: [Request] = []
  private var waiters: [Waiter] = []
  private var cancelled: [Request] = []
  private var arrivalWaiters: [ArrivalWaiter] = []
  private var lastNumber = 0

  /// Creates a service with no requests.
  public init() {}

  /// Every request received so far, oldest first.
  public var requests: [Request] {
    lock.withLock { receivedRequests }
  }

  /// The requests still waiting for an answer, oldest first.
  public var pendingRequests: [Request] {
    lock.withLock { waiters.map(\.request) }
  }

  /// The requests whose callers cancelled them before they were answered, in that order.
  public var cancelledRequests: [Request] {
    lock.withLock { cancelled }
  }

  /// Records the search and waits until the test answers it or the caller cancels it.
  public func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    let number = lock.withLock {
      lastNumber += 1
      return lastNumber
    }
    let request = Request(number: number, query: query, page: page)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        record(Waiter(request: request, continuation: continuation))
      }
    } onCancel: {
      let waiter = lock.withLock { () -> Waiter? in
        guard let index = waiters.firstIndex(where: { $0.request == request }) else { return nil }
        cancelled.append(request)
        return waiters.remove(at: index)
      }
      waiter?.continuation.resume(returning: .failure(.cancelled))
    }
    return try result.get()
  }

  /// Answers `request` with `page`; returns false if it was not waiting.
  @discardableResult
  public func respond(to request: Request, with page: SearchPage) -> Bool {
    complete(request, with: .success(page))
  }

  /// Answers `request` with a page of `items` out of `totalCount` (default: just these).
  @discardableResult
  public func respond(
    to request: Request, with items: [Repository], totalCount: Int? = nil
  ) -> Bool {
    let page = SearchPage(items: items, totalCount: totalCount ?? items.count, page: request.page)
    return respond(to: request, with: page)
  }

  /// Fails `request` with `error`; returns false if it was not waiting.
  @discardableResult
  public func fail(_ request: Request, with error: SearchError) -> Bool {
    complete(request, with: .failure(error))
  }

  /// Waits until at least `count` requests have arrived, then returns all of them.
  ///
  /// Awaiting this lets the code under test run until it has sent its searches, without
  /// sleeping and without guessing how many times to yield.
  @discardableResult
  public func waitForRequests(count: Int) async -> [Request] {
    await withCheckedContinuation { continuation in
      let isDue = lock.withLock {
        guard receivedRequests.count < count else { return true }
        arrivalWaiters.append(ArrivalWaiter(count: count, continuation: continuation))
        return false
      }
      if isDue { continuation.resume() }
    }
    return requests
  }

  /// Records a new request as waiting, unless its caller is already cancelled.
  private func record(_ waiter: Waiter) {
    let (isCancelled, arrived) = lock.withLock {
      receivedRequests.append(waiter.request)
      // Checked under the lock, so a cancellation racing this registration is never lost.
      let isCancelled = Task.isCancelled
      if isCancelled {
        cancelled.append(waiter.request)
      } else {
        waiters.append(waiter)
      }
      let arrived = arrivalWaiters.filter { $0.count <= receivedRequests.count }
      arrivalWaiters.removeAll { $0.count <= receivedRequests.count }
      return (isCancelled, arrived)
    }
    if isCancelled { waiter.continuation.resume(returning: .failure(.cancelled)) }
    for arrival in arrived { arrival.continuation.resume() }
  }

  private func complete(_ request: Request, with result: Result<SearchPage, SearchError>) -> Bool {
    let waiter = lock.withLock { () -> Waiter? in
      guard let index = waiters.firstIndex(where: { $0.request == request }) else { return nil }
      return waiters.remove(at: index)
    }
    waiter?.continuation.resume(returning: result)
    return waiter != nil
  }
}
