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
  /// The server failed (HTTP 5xx, or another status it should not have sent).
  case serverError(statusCode: Int)
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
    case .serverError(let statusCode):
      "GitHub had a problem (HTTP \(statusCode)). Try again in a moment."
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
