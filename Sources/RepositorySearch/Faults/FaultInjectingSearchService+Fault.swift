import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension FaultInjectingSearchService {
  /// A failure to simulate, named as on the command line: `--simulate rate-limit`.
  public enum Fault: String, CaseIterable, Sendable {
    /// No network: the request never reaches GitHub.
    case offline
    /// GitHub's rate limit is used up, and resets in 42 seconds.
    case rateLimit = "rate-limit"
    /// GitHub is unavailable (HTTP 503).
    case serverError = "server-error"
    /// The response is cut off in the middle of its JSON.
    case malformed
    /// Every answer comes ``FaultInjectingSearchService/slowDelay`` late.
    case slow

    /// The error this fault produces; `nil` for ``slow``, which fails nothing.
    ///
    /// Each is made the way a real failure is: the offline error from the `URLError` a
    /// missing network raises, the others by reading a canned HTTP response with the code
    /// that reads GitHub's, so that the malformed body really fails to decode.
    public var error: SearchError? {
      let response: GitHubResponse
      switch self {
      case .slow:
        return nil
      case .offline:
        return SearchError(transportError: URLError(.notConnectedToInternet))
      case .rateLimit:
        response = GitHubResponse(
          statusCode: 403,
          headers: [
            "x-ratelimit-remaining": "0",
            "x-ratelimit-reset": String(Int(Self.now.timeIntervalSince1970) + 42),
          ],
          body: Data(#"{"message": "API rate limit exceeded."}"#.utf8))
      case .serverError:
        response = GitHubResponse(
          statusCode: 503, body: Data(#"{"message": "Service Unavailable"}"#.utf8))
      case .malformed:
        response = GitHubResponse(
          statusCode: 200,
          body: Data(#"{"total_count": 1, "incomplete_results": false, "items": [{"id": 1, "#.utf8))
      }
      do {
        _ = try response.searchPage(requestedPage: 1, now: Self.now)
        return nil
      } catch {
        return error
      }
    }

    /// The moment the canned rate-limit response pretends to have been received.
    private static let now = Date(timeIntervalSince1970: 1_700_000_000)
  }
}
