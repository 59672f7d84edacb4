import Foundation
import RepositorySearch
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension LiveClientTests {
  /// The live client against a real HTTP server on 127.0.0.1: every status GitHub answers with.
  @Suite struct GitHubClientTests {
    /// The instant the tests pretend it is, so that rate-limit resets have a known distance.
    private static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// Serves `reply` to one search for `text` and returns the outcome and the server.
    private func search(
      _ text: String = "swift",
      page: Int = 1,
      reply: LoopbackServer.Reply,
      path: String = "",
      token: String? = nil
    ) async throws -> (Result<SearchPage, SearchError>, LoopbackServer) {
      let server = try LoopbackServer(reply: reply)
      let client = GitHubClient(
        baseURL: server.baseURL.appending(path: path), token: token, now: { Self.now })
      let query = try SearchQuery(text)
      do {
        return (.success(try await client.searchRepositories(matching: query, page: page)), server)
      } catch {
        return (.failure(error), server)
      }
    }

    private func failure(for reply: LoopbackServer.Reply) async throws -> SearchError? {
      let (result, _) = try await search(reply: reply)
      guard case .failure(let error) = result else { return nil }
      return error
    }

    @Test func decodesPageAndFollowsLinkHeader() async throws {
      let link =
        #"<https://api.github.com/search/repositories?q=swift&page=3>; rel="next", "#
        + #"<https://api.github.com/search/repositories?q=swift&page=34>; rel="last""#
      let (result, server) = try await search(
        page: 2,
        reply: .init(statusCode: 200, headers: ["Link": link], body: Fixtures.searchResponse))
      let page = try result.get()
      #expect(page.items.map(\.fullName) == ["swiftlang/swift", "ghost/empty"])
      #expect(page.totalCount == 2 && page.page == 2 && page.incompleteResults)
      let request = try #require(server.requests.first)
      #expect(request.method == "GET")
      #expect(request.target == "/search/repositories?q=swift&per_page=30&page=2")
    }

    @Test func reportsNoMorePagesWithoutNextLink() async throws {
      let (result, _) = try await search(
        reply: .init(statusCode: 200, body: Fixtures.searchResponse))
      #expect(try result.get().hasMorePages == false)
    }

    @Test func sendsGitHubHeadersAndNoTokenWhenNoneIsSet() async throws {
      let (_, server) = try await search(
        reply: .init(statusCode: 200, body: Fixtures.searchResponse))
      let headers = try #require(server.requests.first).headers
      #expect(headers["accept"] == "application/vnd.github+json")
      #expect(headers["x-github-api-version"] == "2022-11-28")
      #expect(headers["user-agent"] == "SideBySide")
      #expect(headers["authorization"] == nil)
    }

    @Test func sendsTokenToLoopbackServer() async throws {
      let (_, server) = try await search(
        reply: .init(statusCode: 200, body: Fixtures.searchResponse), token: "secret")
      #expect(try #require(server.requests.first).headers["authorization"] == "Bearer secret")
    }

    @Test func encodesPlusSoItArrivesAsPlus() async throws {
      let (_, server) = try await search(
        "language:c++ json parser", reply: .init(statusCode: 200, body: Fixtures.searchResponse))
      let target = try #require(server.requests.first).target
      #expect(target.contains("q=language:c%2B%2B%20json%20parser&"))
    }

    @Test func keepsPathPrefixOfEnterpriseAddress() async throws {
      let (_, server) = try await search(
        reply: .init(statusCode: 200, body: Fixtures.searchResponse), path: "api/v3")
      #expect(try #require(server.requests.first).target.hasPrefix("/api/v3/search/repositories?"))
    }

    @Test func readsRateLimitResetAgainstNow() async throws {
      let reply = LoopbackServer.Reply(
        statusCode: 403,
        headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000042"],
        body: Fixtures.rateLimitExceeded)
      #expect(try await failure(for: reply) == .rateLimited(secondsUntilReset: 42))
    }

    @Test func readsRetryAfterOfTooManyRequests() async throws {
      let reply = LoopbackServer.Reply(
        statusCode: 429, headers: ["Retry-After": "17"], body: Fixtures.rateLimitExceeded)
      #expect(try await failure(for: reply) == .rateLimited(secondsUntilReset: 17))
    }

    @Test func passesOnMessageOfForbiddenWithoutRateLimit() async throws {
      let reply = LoopbackServer.Reply(
        statusCode: 403, body: Fixtures.message("Resource not accessible by integration"))
      #expect(
        try await failure(for: reply)
          == .accessDenied(message: "Resource not accessible by integration"))
    }

    @Test func tellsHowToFixRefusedToken() async throws {
      let reply = LoopbackServer.Reply(statusCode: 401, body: Fixtures.message("Bad credentials"))
      let error = try #require(try await failure(for: reply))
      #expect(error.message.contains("Bad credentials"))
      #expect(error.message.contains("GITHUB_TOKEN"))
    }

    @Test func passesOnValidationMessageWithFirstDetail() async throws {
      let reply = LoopbackServer.Reply(statusCode: 422, body: Fixtures.validationFailed)
      let error = try #require(try await failure(for: reply))
      guard case .queryRejected(let message) = error else {
        Issue.record("expected queryRejected, got \(error)")
        return
      }
      #expect(message.hasPrefix("Validation Failed: The listed users cannot be searched"))
    }

    @Test func reportsServerError() async throws {
      let reply = LoopbackServer.Reply(statusCode: 503, body: Fixtures.message("Unavailable"))
      #expect(try await failure(for: reply) == .serviceUnavailable(secondsUntilRetry: nil))
    }

    @Test func reportsTruncatedJSONAsUnreadable() async throws {
      let reply = LoopbackServer.Reply(statusCode: 200, body: Fixtures.truncatedResponse)
      #expect(try await failure(for: reply) == .unreadableResponse)
    }

    @Test func reportsHTMLPageAsUnreadable() async throws {
      let reply = LoopbackServer.Reply(
        statusCode: 200, headers: ["Content-Type": "text/html"], body: Fixtures.htmlPage)
      #expect(try await failure(for: reply) == .unreadableResponse)
    }

    @Test func reportsRefusedConnectionAsOffline() async throws {
      // A port bound but not listening refuses at once, and stays ours: a stopped server's port
      // could be taken by another test's server before the client connects.
      let (socket, port) = try LoopbackSocket.bindWithoutListening()
      defer { close(socket) }
      let client = GitHubClient(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))
      await #expect(throws: SearchError.offline) {
        try await client.searchRepositories(matching: try SearchQuery("swift"), page: 1)
      }
    }

    @Test func reportsTimeoutAsOffline() async throws {
      let server = try LoopbackServer(reply: nil)
      defer { server.stop() }
      let clock = ManualClock()
      let client = GitHubClient(baseURL: server.baseURL, timeout: 5, clock: clock)
      let query = try SearchQuery("swift")
      let search = Task { () async throws(SearchError) -> SearchPage in
        try await client.searchRepositories(matching: query, page: 1)
      }
      _ = await server.firstRequest()
      await clock.waitForSleepers(count: 1)
      clock.advance(by: .seconds(5))
      await #expect(throws: SearchError.offline) { try await search.value }
    }

    @Test func endsPromptlyWhenCancelled() async throws {
      let server = try LoopbackServer(reply: nil)
      defer { server.stop() }
      // The timeout is on a clock that never moves: only the cancellation can end the search.
      let client = GitHubClient(baseURL: server.baseURL, timeout: 30, clock: ManualClock())
      let query = try SearchQuery("swift")
      let search = Task { () async throws(SearchError) -> SearchPage in
        try await client.searchRepositories(matching: query, page: 1)
      }
      // Cancel only once the server holds the request, so the request is really in flight. The
      // server never answers, so the search ends by its cancellation alone, not by a reply or a
      // timeout; a cancellation that waited on the session would never end.
      _ = await server.firstRequest()
      search.cancel()
      let result = await search.result
      #expect(throws: SearchError.cancelled) { try result.get() }
    }
  }
}

extension LiveClientTests {
  /// Counts a hostile server claims, against the real client.
  @Suite struct GitHubClientInflatedTotalTests {
    @Test func neverGoesPastTheResultLimitWhateverTheServerClaims() async throws {
      let server = try HostileGitHub(.inflatedTotal)
      defer { server.stop() }
      let client = GitHubClient(baseURL: server.baseURL)
      let query = try SearchQuery("swift")
      let page33 = try await client.searchRepositories(matching: query, page: 33)
      #expect(page33.items.count == 30 && page33.hasMorePages)
      let page34 = try await client.searchRepositories(matching: query, page: 34)
      #expect(page34.items.count == 10, "rows 991 to 1,000, none past the cap")
      #expect(!page34.hasMorePages, "whatever the Link header says")
      #expect(page34.totalCount == 170_000)
    }
  }
}
