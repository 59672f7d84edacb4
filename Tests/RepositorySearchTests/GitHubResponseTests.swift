import Foundation
import Testing

@testable import RepositorySearch

/// Reading responses, with no network: what each status and header means.
@Suite struct GitHubResponseTests {
  private static let now = Date(timeIntervalSince1970: 1_700_000_000)

  private func outcome(_ response: GitHubResponse, page: Int = 1) -> Result<SearchPage, SearchError>
  {
    Result { () throws(SearchError) -> SearchPage in
      try response.searchPage(requestedPage: page, now: Self.now)
    }
  }

  private func failure(_ response: GitHubResponse) -> SearchError? {
    guard case .failure(let error) = outcome(response) else { return nil }
    return error
  }

  /// A body of one repository out of `totalCount`.
  private func body(totalCount: Int) throws -> Data {
    try SearchResponse.makeEncoder().encode(
      SearchResponse(totalCount: totalCount, items: [.init(id: 1, name: "a")]))
  }

  @Test func readsHeaderNamesInAnyCase() throws {
    let response = GitHubResponse(
      statusCode: 200, headers: ["LINK": #"<https://x/?page=2>; rel="next""#],
      body: try body(totalCount: 100))
    #expect(try outcome(response).get().hasMorePages)
  }

  @Test func hasNoMorePagesWithoutLinkWhateverTheCount() throws {
    let response = GitHubResponse(statusCode: 200, body: try body(totalCount: 100))
    #expect(try outcome(response).get().hasMorePages == false)
  }

  @Test func stopsPagingAtTheResultLimitWhateverTheLinkSays() throws {
    let body = try body(totalCount: 5_000)
    let response = GitHubResponse(
      statusCode: 200, headers: ["link": #"<https://x/?page=35>; rel="next""#], body: body)
    #expect(try outcome(response, page: 33).get().hasMorePages)
    #expect(try outcome(response, page: 34).get().hasMorePages == false)
  }

  @Test func countsResetInThePastAsNoWait() {
    let response = GitHubResponse(
      statusCode: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1699999990"],
      body: Fixtures.rateLimitExceeded)
    #expect(failure(response) == .rateLimited(secondsUntilReset: 0))
  }

  @Test(arguments: ["inf", "nan", "1e300", "-9223372036854775808", "9223372036854775807", "soon"])
  func survivesNonsensicalResetTime(reset: String) {
    let response = GitHubResponse(
      statusCode: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": reset],
      body: Fixtures.rateLimitExceeded)
    guard case .rateLimited(let seconds) = failure(response) else {
      Issue.record("expected a rate limit")
      return
    }
    #expect(seconds.map { (0...86_400).contains($0) } ?? true)
  }

  @Test func prefersRetryAfterToReset() {
    let response = GitHubResponse(
      statusCode: 403,
      headers: [
        "retry-after": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000005",
      ],
      body: Fixtures.rateLimitExceeded)
    #expect(failure(response) == .rateLimited(secondsUntilReset: 60))
  }

  @Test func recognisesRateLimitByMessageAlone() {
    let response = GitHubResponse(
      statusCode: 403, body: Fixtures.message("You have exceeded a secondary rate limit."))
    #expect(failure(response) == .rateLimited(secondsUntilReset: nil))
  }

  @Test func treatsOtherStatusesAsServerErrors() {
    for statusCode in [500, 502, 504, 599] {
      let response = GitHubResponse(statusCode: statusCode, body: Fixtures.message("Not Found"))
      #expect(failure(response) == .serverError(statusCode: statusCode))
    }
  }

  @Test func rejectsQueryEvenWithoutMessage() {
    #expect(
      failure(GitHubResponse(statusCode: 422, body: Fixtures.htmlPage))
        == .queryRejected(message: "The query is not valid."))
  }

  @Test func shortensVeryLongMessages() throws {
    let long = String(repeating: "x", count: 10_000)
    let error = try #require(failure(GitHubResponse(statusCode: 422, body: Fixtures.message(long))))
    guard case .queryRejected(let message) = error else {
      Issue.record("expected queryRejected, got \(error)")
      return
    }
    #expect(message.count == GitHubResponse.maximumMessageLength)
    #expect(message.hasSuffix("…"))
  }

  @Test func decodesHugeDescriptionWithinTheCap() throws {
    // Built as bytes, not encoded, to keep the test quick.
    let body =
      Data(
        #"{"total_count": 1, "incomplete_results": false, "items": [{"id": 1, "name": "huge", "#
          .utf8)
      + Data(
        #""full_name": "a/huge", "html_url": "https://github.com/a/huge", "description": ""#.utf8)
      + Data(repeating: UInt8(ascii: "d"), count: 3_000_000)
      + Data(#"", "stargazers_count": 0, "forks_count": 0, "open_issues_count": 0}]}"#.utf8)
    let page = try outcome(GitHubResponse(statusCode: 200, body: body)).get()
    // Read whole, then kept only up to the cap on one repository's description.
    #expect(page.items.first?.description?.count == Repository.Limits.descriptionLength)
  }

  @Test func refusesBodyOverTheCap() {
    let body = Data(count: GitHubResponse.maximumBodySize + 1)
    #expect(failure(GitHubResponse(statusCode: 200, body: body)) == .responseTooLarge)
  }
}

extension Repository {
  /// A minimal repository, for bodies these tests encode themselves.
  fileprivate init(id: Int, name: String) {
    self.init(
      id: id, name: name, fullName: "octocat/\(name)", owner: Owner(login: "octocat"),
      description: nil, htmlURL: URL(fileURLWithPath: "/"), language: nil, stargazersCount: 0,
      forksCount: 0, openIssuesCount: 0)
  }
}

/// Numbers a hostile server may send, read without crashing and shown sanely.
@Suite struct GitHubResponseExtremeNumberTests {
  @Test func clampsRetryAfterToADay() {
    let response = GitHubResponse(
      statusCode: 429, headers: ["retry-after": "9223372036854775807"], body: Data())
    let error = Result { () throws(SearchError) -> SearchPage in
      try response.searchPage(requestedPage: 1, now: Date(timeIntervalSince1970: 0))
    }
    #expect(error == .failure(.rateLimited(secondsUntilReset: 86_400)))
    #expect(SearchError.rateLimited(secondsUntilReset: 86_400).message.contains("in 24 h"))
  }

  @Test func readsTheMostNegativeCountsAndShowsThemAsZero() throws {
    let minimum = "-9223372036854775808"
    let body = Data(
      """
      {"total_count": \(minimum), "incomplete_results": false, "items": [{"id": 1,
      "name": "n", "full_name": "o/n", "owner": null, "html_url": "https://github.com/o/n",
      "stargazers_count": \(minimum), "forks_count": \(minimum),
      "open_issues_count": \(minimum)}]}
      """.utf8)
    let page = try GitHubResponse(statusCode: 200, body: body)
      .searchPage(requestedPage: 1, now: Date())
    let repository = try #require(page.items.first)
    #expect(CountFormat.abbreviated(repository.stargazersCount) == "0")
    #expect(CountFormat.grouped(repository.forksCount) == "0")
    #expect(page.totalCount == 1)
  }
}

/// Every status GitHub's documentation names gets its own message; others say the status.
@Suite struct GitHubResponseStatusTests {
  private func failure(_ statusCode: Int, headers: [String: String] = [:]) -> SearchError? {
    let response = GitHubResponse(
      statusCode: statusCode, headers: headers, body: Fixtures.message("Whatever"))
    do {
      _ = try response.searchPage(requestedPage: 1, now: Date())
      return nil
    } catch {
      return error
    }
  }

  @Test func sendsAWrongAddressToTheAPIAddress() throws {
    #expect(failure(404) == .notFound(statusCode: 404))
    #expect(failure(410) == .notFound(statusCode: 410))
    #expect(try #require(failure(404)).message.contains("Check the API address"))
  }

  @Test func saysResultsAreWithheldForLegalReasons() throws {
    #expect(failure(451) == .unavailableForLegalReasons)
    #expect(try #require(failure(451)).message.contains("legal reasons (HTTP 451)"))
  }

  @Test func saysWhenAnUnavailableSearchMayBeTriedAgain() throws {
    #expect(failure(503) == .serviceUnavailable(secondsUntilRetry: nil))
    #expect(
      failure(503, headers: ["Retry-After": "300"]) == .serviceUnavailable(secondsUntilRetry: 300))
    #expect(
      SearchError.serviceUnavailable(secondsUntilRetry: 300).message.contains("Try again in 5 min"))
    #expect(try #require(failure(503)).message.contains("githubstatus.com"))
  }

  @Test func readsABadRequestAsARejectedQuery() {
    #expect(failure(400) == .queryRejected(message: "Whatever"))
  }

  @Test(arguments: [301, 304, 418, 499, 600])
  func namesAStatusItDoesNotKnow(statusCode: Int) throws {
    #expect(failure(statusCode) == .unexpectedStatus(statusCode: statusCode))
    #expect(try #require(failure(statusCode)).message.contains("HTTP \(statusCode)"))
  }

  @Test func putsAMessageOnOneLine() {
    let body = Fixtures.message(#"Bad\u2028query\nhere\u2029 \t now"#)
    let response = GitHubResponse(statusCode: 422, body: body)
    #expect(throws: SearchError.queryRejected(message: "Bad query here now")) {
      try response.searchPage(requestedPage: 1, now: Date())
    }
  }
}
