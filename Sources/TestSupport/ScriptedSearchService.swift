import Foundation
import RepositorySearch

/// A search service that answers only when the test says so, in the order the test chooses.
///
/// Every search is recorded and then waits. The test looks at ``pendingRequests`` and
/// completes each one with ``respond(to:with:)`` or ``fail(_:with:)``, so it can answer an
/// older request after a newer one and watch that the screen keeps the newer results.
/// Cancelling a waiting search records it in ``cancelledRequests`` and, unless
/// ``answersAfterCancellation`` is set, resumes it at once with ``SearchError/cancelled``.
/// Nothing here sleeps or depends on timing: searches run on the main actor, like the screens
/// that call them, so an answer reaches its caller as the next main-actor job.
public final class ScriptedSearchService: RepositorySearchService, IdleReporting,
  @unchecked Sendable
{
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

  // Every property below is read and written only while holding `lock`.
  private let lock = NSLock()
  private var receivedRequests: [Request] = []
  private var waiters: [Waiter] = []
  private var cancelled: [Request] = []
  private var lastNumber = 0
  // Answers resumed whose callers have not run yet.
  private var answersOnTheirWay = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// When true, a cancelled search keeps waiting for the test's answer and receives it, as an
  /// answer already on its way would: proof that the caller drops answers it no longer wants.
  public let answersAfterCancellation: Bool

  /// Creates a service with no requests.
  public init(answersAfterCancellation: Bool = false) {
    self.answersAfterCancellation = answersAfterCancellation
  }

  /// Every request received so far, oldest first.
  public var requests: [Request] {
    lock.withLock { receivedRequests }
  }

  /// The requests still waiting for an answer, oldest first.
  public var pendingRequests: [Request] {
    lock.withLock { waiters.map(\.request) }
  }

  /// True when every answer given has reached its caller.
  public var isIdle: Bool {
    lock.withLock { answersOnTheirWay == 0 }
  }

  /// Returns once every answer given has reached its caller.
  public func waitUntilIdle() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isIdle = lock.withLock {
        guard answersOnTheirWay > 0 else { return true }
        idleWaiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }

  /// The requests whose callers cancelled them before they were answered, in that order.
  public var cancelledRequests: [Request] {
    lock.withLock { cancelled }
  }

  /// Records the search and waits until the test answers it or the caller cancels it.
  @MainActor
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
        guard !answersAfterCancellation else { return nil }
        answersOnTheirWay += 1
        return waiters.remove(at: index)
      }
      waiter?.continuation.resume(returning: .failure(.cancelled))
    }
    let idle = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      answersOnTheirWay -= 1
      guard answersOnTheirWay == 0 else { return [] }
      defer { idleWaiters = [] }
      return idleWaiters
    }
    for waiter in idle { waiter.resume() }
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

  /// Answers the waiting request for `query`, `page`, with `result`.
  ///
  /// Throws ``NotWaiting`` when no such request is waiting (never sent, answered or cancelled).
  public func respond(to query: String, page: Int = 1, with result: SearchPage) throws(NotWaiting) {
    guard respond(to: try waitingRequest(query, page: page), with: result) else {
      throw NotWaiting(query: query, page: page)
    }
  }

  /// Fails the waiting request for `query`, `page`, with `error`.
  ///
  /// Throws ``NotWaiting`` when no such request is waiting (never sent, answered or cancelled).
  public func fail(_ query: String, page: Int = 1, with error: SearchError) throws(NotWaiting) {
    guard fail(try waitingRequest(query, page: page), with: error) else {
      throw NotWaiting(query: query, page: page)
    }
  }

  /// No request for this query and page is waiting for an answer.
  public struct NotWaiting: Error, CustomStringConvertible {
    /// The query the test tried to answer.
    public let query: String
    /// The page the test tried to answer.
    public let page: Int

    /// Says what was not waiting.
    public var description: String { "no search for \"\(query)\" page \(page) is waiting" }
  }

  private func waitingRequest(_ query: String, page: Int) throws(NotWaiting) -> Request {
    guard let request = pendingRequests.last(where: { $0.query.text == query && $0.page == page })
    else { throw NotWaiting(query: query, page: page) }
    return request
  }

  /// Lets the code under test run until at least `count` requests have arrived, then returns
  /// every request received: all of them, or fewer when the code never sends the rest.
  ///
  /// A wait that ended only on arrival would hang a test forever when a bug stops the search, so
  /// this one is bounded by turns, never by time: it returns once the requests are there, or
  /// after `rounds` rounds in which the code had every chance to send them. A round settles the
  /// main actor (see ``settle(until:minimumYields:)``, with `sources` such as the test's clock)
  /// and then runs one job on the global executor, behind any job a caller started there before
  /// it; a machine busy with other work slows both alike, so a busy machine never ends the wait
  /// early.
  @MainActor
  @discardableResult
  public func waitForRequests(
    count: Int, settling sources: [any IdleReporting] = [], rounds: Int = 100
  ) async -> [Request] {
    for _ in 0..<rounds {
      if requests.count >= count { break }
      await settle(until: [self] + sources)
      await Task.detached(priority: Task.currentPriority) {}.value
    }
    return requests
  }

  /// Records a new request as waiting, unless its caller is already cancelled.
  private func record(_ waiter: Waiter) {
    let isCancelled = lock.withLock {
      receivedRequests.append(waiter.request)
      // Checked under the lock, so a cancellation racing this registration is never lost.
      let isCancelled = Task.isCancelled && !answersAfterCancellation
      if Task.isCancelled { cancelled.append(waiter.request) }
      if isCancelled {
        answersOnTheirWay += 1
      } else {
        waiters.append(waiter)
      }
      return isCancelled
    }
    if isCancelled { waiter.continuation.resume(returning: .failure(.cancelled)) }
  }

  private func complete(_ request: Request, with result: Result<SearchPage, SearchError>) -> Bool {
    let waiter = lock.withLock { () -> Waiter? in
      guard let index = waiters.firstIndex(where: { $0.request == request }) else { return nil }
      answersOnTheirWay += 1
      return waiters.remove(at: index)
    }
    waiter?.continuation.resume(returning: result)
    return waiter != nil
  }
}
