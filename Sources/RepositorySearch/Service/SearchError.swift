/// Why a search failed, each with a sentence a person can act on.
public enum SearchError: Error, Hashable, Sendable {
  /// The service could not be reached: no network, DNS failure, refused connection, timeout.
  case offline
  /// GitHub's rate limit is used up; `secondsUntilReset` is known when GitHub said so.
  case rateLimited(secondsUntilReset: Int?)
  /// GitHub refused the query (HTTP 422) with this message.
  case queryRejected(message: String)
  /// GitHub refused access (HTTP 401 or 403): a bad token, or a resource the caller may not see.
  case accessDenied(message: String)
  /// Nothing answers the search at this address (HTTP 404 or 410): a wrong API address.
  case notFound(statusCode: Int)
  /// GitHub withholds the results for legal reasons (HTTP 451).
  case unavailableForLegalReasons
  /// GitHub's search is down for now (HTTP 503); `secondsUntilRetry` when it said how long.
  case serviceUnavailable(secondsUntilRetry: Int?)
  /// The server failed (HTTP 500, 502, 504 or another 5xx).
  case serverError(statusCode: Int)
  /// The server answered with a status a search never gets, such as a redirect or HTTP 418.
  case unexpectedStatus(statusCode: Int)
  /// The response could not be read: not JSON, truncated, or not the search shape.
  case unreadableResponse
  /// The response was larger than a search page can be, and was not read to its end.
  case responseTooLarge
  /// The search was cancelled because a newer one replaced it. Callers ignore it.
  case cancelled

  /// The sentence shown in the error alert.
  public var message: String {
    switch self {
    case .offline:
      "GitHub could not be reached. Check the network connection and try again."
    case .rateLimited(let seconds?):
      "GitHub's rate limit is used up. Try again in \(CountFormat.duration(seconds: seconds)), "
        + "or set GITHUB_TOKEN."
    case .rateLimited(nil):
      "GitHub's rate limit is used up. Wait a minute and try again, or set GITHUB_TOKEN."
    case .queryRejected(let message):
      "GitHub rejected the query: \(message)"
    case .accessDenied(let message):
      "GitHub refused access: \(message)"
    case .notFound(let statusCode):
      "Nothing answers a search at this address (HTTP \(statusCode)). Check the API address: "
        + "GitHub Enterprise's is https://HOST/api/v3."
    case .unavailableForLegalReasons:
      "GitHub withholds these results for legal reasons (HTTP 451). Try a different query."
    case .serviceUnavailable(let seconds?):
      "GitHub's search is unavailable for now (HTTP 503). Try again in "
        + "\(CountFormat.duration(seconds: seconds))."
    case .serviceUnavailable(nil):
      "GitHub's search is unavailable for now (HTTP 503). Try again in a few minutes; "
        + "githubstatus.com shows outages."
    case .serverError(let statusCode):
      "GitHub had a problem (HTTP \(statusCode)). Try again in a moment."
    case .unexpectedStatus(let statusCode):
      "The server answered HTTP \(statusCode), which a search never gets. Check the API "
        + "address, or try again later."
    case .unreadableResponse:
      "The response from GitHub could not be read. Try again later."
    case .responseTooLarge:
      "The response from GitHub was far larger than a page of results, so it was not read. "
        + "Check the API address, or try again later."
    case .cancelled:
      "The search was cancelled."
    }
  }

}
