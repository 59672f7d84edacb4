import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Searches GitHub itself: `GET /search/repositories` over a `URLSession` of its own.
///
/// Every failure becomes a ``SearchError`` a person can act on: rate limits with the time to
/// wait, GitHub's own words for a rejected query, `offline` for a network that is not there or
/// a server that does not answer in time. Cancelling the calling task ends the search at once,
/// whatever state the request is in (see ``ResponseLoader``), and a body is never read past
/// ``maximumBodySize``. The token, when there is one, is never printed: the description, debug
/// description and mirror leave it out.
public struct GitHubClient: RepositorySearchService {
  /// The address of GitHub's public API.
  public static let publicAPIURL: URL = {
    guard let url = URL(string: "https://api.github.com") else {
      preconditionFailure("A literal address always parses.")
    }
    return url
  }()

  /// The largest body read unless a client is told otherwise: 4 MB.
  ///
  /// A page of 30 repositories is well under 1 MB; more than this is not a search page,
  /// however it ends. Kept small because the session reads ahead of its delegate: by the time
  /// the limit is seen, several times as much may have arrived, and memory must stay bounded.
  public static let defaultMaximumBodySize = 4 * 1_024 * 1_024

  /// Where requests go: ``publicAPIURL``, a GitHub Enterprise address such as
  /// `https://github.example.com/api/v3`, or a local fake.
  public let baseURL: URL
  /// Seconds a request may take before it fails as ``SearchError/offline``.
  public let timeout: TimeInterval
  /// The most bytes of body read; a longer body fails as ``SearchError/responseTooLarge``.
  public let maximumBodySize: Int
  /// Internal, not private, only so that the request builder in another file can send it.
  let token: String?
  private let transport: Transport
  private let cancellationQueue: DispatchQueue
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - configuration: The session's configuration; by default ephemeral (no cookies, no
  ///     disk cache). A redirect to another origin is always followed without the token.
  ///   - baseURL: The API's address; a path prefix such as `/api/v3` is kept.
  ///   - token: A personal access token, sent only over HTTPS or to this machine.
  ///   - timeout: Seconds a request may take.
  ///   - maximumBodySize: The most bytes of body read; 4 MB by default.
  ///   - clock: The clock the timeout is measured on.
  ///   - now: The current time, read to count the seconds until a rate limit resets.
  public init(
    configuration: URLSessionConfiguration = .ephemeral,
    baseURL: URL = GitHubClient.publicAPIURL,
    token: String? = nil,
    timeout: TimeInterval = 10,
    maximumBodySize: Int = GitHubClient.defaultMaximumBodySize,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      configuration: configuration, baseURL: baseURL, token: token, timeout: timeout,
      maximumBodySize: maximumBodySize,
      cancellationQueue: DispatchQueue(label: "GitHubClient.cancellation"), clock: clock, now: now)
  }

  /// Creates a client that stops cancelled session tasks, and invalidates its session once the
  /// last copy goes, on `cancellationQueue`; tests hold that queue to prove that neither a
  /// cancelled search nor letting the client go waits for the session.
  ///
  /// The public initializer gives each client a serial queue of its own, never a global one:
  /// stopping a task can wait on the session, and on Linux Swift's tasks run on the global
  /// queue's few threads, as many as there are cores. A wait there would hold up every task.
  init(
    configuration: URLSessionConfiguration = .ephemeral,
    baseURL: URL,
    token: String? = nil,
    timeout: TimeInterval,
    maximumBodySize: Int = GitHubClient.defaultMaximumBodySize,
    cancellationQueue: DispatchQueue,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    transport = Transport(configuration: configuration, cancellationQueue: cancellationQueue)
    self.baseURL = baseURL
    self.token = token
    self.timeout = timeout
    self.maximumBodySize = max(0, maximumBodySize)
    self.cancellationQueue = cancellationQueue
    self.clock = clock
    self.now = now
  }

  /// True when the client was given a token; the token itself is never shown.
  public var hasToken: Bool { token != nil }

  /// Reads a token from `GITHUB_TOKEN`, without the whitespace around it; `nil` when it is
  /// unset, blank or unusable (see ``hasUnusableToken(in:)``).
  public static func tokenFromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    guard let token = trimmedToken(in: environment), isUsable(token) else { return nil }
    return token
  }

  /// True when `GITHUB_TOKEN` holds something that cannot be a token.
  ///
  /// A line break, a space or another character a header cannot carry inside it: such a
  /// token is refused, never sent cut or silently dropped, so that the launcher can say so.
  public static func hasUnusableToken(
    in environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    trimmedToken(in: environment).map { !isUsable($0) } ?? false
  }

  private static func trimmedToken(in environment: [String: String]) -> String? {
    let token = environment["GITHUB_TOKEN"]?.trimmingCharacters(in: .whitespacesAndNewlines)
    return token?.isEmpty == false ? token : nil
  }

  /// Tokens are printable ASCII without spaces, as every kind GitHub issues is.
  private static func isUsable(_ token: String) -> Bool {
    token.utf8.allSatisfy { (0x21...0x7E).contains($0) }
  }

  /// Requests page `page` of the repositories matching `query` from GitHub.
  public func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    // An address URLComponents cannot take a query on can never be reached.
    guard let request = makeRequest(for: query, page: page) else { throw .offline }
    let response: GitHubResponse
    do {
      response = try await load(request)
    } catch {
      throw Task.isCancelled ? .cancelled : SearchError(transportError: error)
    }
    guard !Task.isCancelled else { throw .cancelled }
    return try response.searchPage(requestedPage: page, now: now())
  }

  /// Loads `request`, or fails with `URLError(.timedOut)` once ``timeout`` has passed.
  ///
  /// The timeout is raced on the injected clock rather than left to `URLSession`, whose
  /// Linux version counts only whole seconds; it also lets tests time out without waiting.
  /// Both racers end at once when cancelled, so leaving the group never waits on the network.
  private func load(_ request: URLRequest) async throws -> GitHubResponse {
    let loader = ResponseLoader(
      maximumBodySize: maximumBodySize, cancellationQueue: cancellationQueue)
    return try await withThrowingTaskGroup(of: GitHubResponse?.self) { group in
      group.addTask { [transport] in
        try await transport.load(request, with: loader)
      }
      if timeout.isFinite {
        group.addTask { [clock, timeout] in
          try await clock.sleep(for: .seconds(timeout))
          return nil
        }
      }
      // Whichever finishes first decides; the other is cancelled and awaited on the way out.
      defer { group.cancelAll() }
      guard let first = try await group.next(), let response = first else {
        throw URLError(.timedOut)
      }
      return response
    }
  }
}

extension GitHubClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The address and whether a token is set, never the token.
  public var description: String {
    "GitHubClient(baseURL: \(baseURL.absoluteString), token: \(hasToken ? "set" : "none"))"
  }

  /// The same as ``description``, so that debug output cannot show the token either.
  public var debugDescription: String { description }

  /// The fields `dump` and debuggers show, without the token.
  public var customMirror: Mirror {
    Mirror(self, children: ["baseURL": baseURL, "timeout": timeout, "hasToken": hasToken])
  }
}
