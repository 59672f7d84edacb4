import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Searches GitHub itself: `GET /search/repositories` over `URLSession`.
///
/// Every failure becomes a ``SearchError`` a person can act on: rate limits with the seconds
/// to wait, GitHub's own words for a rejected query, `offline` for a network that is not
/// there or a server that does not answer in time. Cancelling the calling task cancels the
/// request at once. The token, when there is one, is never printed: the description, debug
/// description and mirror leave it out.
public struct GitHubClient: RepositorySearchService {
  /// The address of GitHub's public API.
  public static let publicAPIURL: URL = {
    guard let url = URL(string: "https://api.github.com") else {
      preconditionFailure("A literal address always parses.")
    }
    return url
  }()

  /// Where requests go: ``publicAPIURL``, a GitHub Enterprise address such as
  /// `https://github.example.com/api/v3`, or a local fake.
  public let baseURL: URL
  /// Seconds a request may take before it fails as ``SearchError/offline``.
  public let timeout: TimeInterval
  private let session: URLSession
  /// Internal, not private, only so that the request builder in another file can send it.
  let token: String?
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - session: The session requests run on; by default ``makeSession()``, which keeps no
  ///     cookies or disk cache and never follows a redirect to another host with the token.
  ///   - baseURL: The API's address; a path prefix such as `/api/v3` is kept.
  ///   - token: A personal access token, sent only over HTTPS or to this machine.
  ///   - timeout: Seconds a request may take.
  ///   - clock: The clock the timeout is measured on.
  ///   - now: The current time, read to count the seconds until a rate limit resets.
  public init(
    session: URLSession = GitHubClient.makeSession(),
    baseURL: URL = GitHubClient.publicAPIURL,
    token: String? = nil,
    timeout: TimeInterval = 10,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.session = session
    self.baseURL = baseURL
    self.token = token
    self.timeout = timeout
    self.clock = clock
    self.now = now
  }

  /// True when the client was given a token; the token itself is never shown.
  public var hasToken: Bool { token != nil }

  /// Reads a token from `GITHUB_TOKEN`; `nil` when it is unset or blank.
  public static func tokenFromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let token = environment["GITHUB_TOKEN"]?.trimmingCharacters(in: .whitespacesAndNewlines)
    return token?.isEmpty == false ? token : nil
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
  private func load(_ request: URLRequest) async throws -> GitHubResponse {
    try await withThrowingTaskGroup(of: GitHubResponse?.self) { group in
      group.addTask { [session] in
        let (data, response) = try await session.data(for: request)
        guard let response = response as? HTTPURLResponse else {
          throw URLError(.badServerResponse)
        }
        return GitHubResponse(response, body: data)
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
