import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension GitHubClient {
  /// The client's own `URLSession` and its delegate, which streams each task's events to the
  /// ``ResponseLoader`` waiting for it.
  ///
  /// A session of its own, because per-task delegates are not called on Linux and a body can
  /// only be counted as it arrives through the session's delegate. The session is ephemeral (no
  /// cookies, no cache on disk) and is invalidated when the last copy of the client goes.
  ///
  /// Nothing the session does runs on a thread that anything else waits for. On Linux, making,
  /// starting and stopping a task and invalidating the session all wait on the session's work
  /// queue, which a body arriving in thousands of parts keeps busy for seconds; and the
  /// threads of Swift's tasks are those of Dispatch's global queue, as many as there are
  /// cores. So tasks are made and started on a serial queue of the transport's own, the
  /// delegate is called on another (by default the session would call it through an
  /// operation queue on the global queue), and tasks are stopped and the session invalidated
  /// on the client's cancellation queue, never on the thread that lets the client go: at quit,
  /// that is the main thread.
  final class Transport: Sendable {
    let session: URLSession
    private let delegate: Delegate
    private let startQueue = DispatchQueue(label: "GitHubClient.start")
    /// Kept here: an operation queue does not keep its underlying queue alive.
    private let delegateDispatchQueue = DispatchQueue(label: "GitHubClient.delegate")
    private let cancellationQueue: DispatchQueue

    init(configuration: URLSessionConfiguration, cancellationQueue: DispatchQueue) {
      delegate = Delegate()
      let delegateQueue = OperationQueue()
      delegateQueue.maxConcurrentOperationCount = 1
      delegateQueue.underlyingQueue = delegateDispatchQueue
      session = URLSession(
        configuration: configuration, delegate: delegate, delegateQueue: delegateQueue)
      self.cancellationQueue = cancellationQueue
    }

    deinit {
      cancellationQueue.async { [session] in session.invalidateAndCancel() }
    }

    /// Sends `request` and waits for its response, read through `loader`.
    func load(_ request: URLRequest, with loader: ResponseLoader) async throws -> GitHubResponse {
      // Holds the transport, not only its session: a search cancelled before the task is
      // made may let the client go, and a session invalidated by `deinit` makes no tasks.
      try await loader.load(startingOn: startQueue) { [self] in
        let task = session.dataTask(with: request)
        delegate.register(loader, for: task)
        return task
      }
    }
  }

  /// Routes the session's events to the loader of each task, and keeps the token off
  /// redirects to another origin (``RedirectGuard``).
  ///
  /// `@unchecked Sendable`: the table of loaders is guarded by `lock`.
  final class Delegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var loaders: [Int: ResponseLoader] = [:]

    func register(_ loader: ResponseLoader, for task: URLSessionTask) {
      lock.withLock { loaders[task.taskIdentifier] = loader }
    }

    private func loader(for task: URLSessionTask, removing: Bool = false) -> ResponseLoader? {
      lock.withLock {
        removing
          ? loaders.removeValue(forKey: task.taskIdentifier) : loaders[task.taskIdentifier]
      }
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      loader(for: dataTask)?.receive(response)
      completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      loader(for: dataTask)?.receive(data)
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      loader(for: task, removing: true)?.complete(with: error)
    }

    func urlSession(
      _ session: URLSession,
      task: URLSessionTask,
      willPerformHTTPRedirection response: HTTPURLResponse,
      newRequest request: URLRequest,
      completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      completionHandler(RedirectGuard.guarded(request, redirectedFrom: task.originalRequest?.url))
    }
  }
}
