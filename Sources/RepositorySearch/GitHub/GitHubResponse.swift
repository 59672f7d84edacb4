import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An HTTP response to a search request, read the way GitHub's documentation says to read it.
///
/// Kept apart from the client, so that the fault-injecting service can hand it a canned failure
/// and get exactly the error a real one would give.
struct GitHubResponse: Sendable {
  /// The largest body read.
  static let maximumBodySize = GitHubClient.defaultMaximumBodySize
  /// The longest wait for a rate limit, in seconds, that a reset time is read as: one day.
  static let longestRateLimitWait: TimeInterval = 86_400
  /// The most characters of GitHub's own error message shown to a person.
  static let maximumMessageLength = 300

  /// The HTTP status code.
  let statusCode: Int
  /// The header fields, names lowercased: HTTP field names are case-insensitive.
  let headers: [String: String]
  /// The body as received.
  let body: Data

  /// Wraps a status code, header fields and body.
  init(statusCode: Int, headers: [String: String] = [:], body: Data) {
    self.statusCode = statusCode
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value.trimmingCharacters(in: .whitespaces)) },
      uniquingKeysWith: { first, _ in first })
    self.body = body
  }

  /// Wraps what `URLSession` received.
  init(_ response: HTTPURLResponse, body: Data) {
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in response.allHeaderFields {
      headers[name] = value
    }
    self.init(statusCode: response.statusCode, headers: headers, body: body)
  }

  /// The search page this response holds, or the error it stands for.
  ///
  /// - Parameters:
  ///   - page: The page that was asked for.
  ///   - now: The current time, to turn a rate-limit reset time into seconds to wait.
  func searchPage(requestedPage page: Int, now: Date) throws(SearchError) -> SearchPage {
    guard body.count <= Self.maximumBodySize else { throw .responseTooLarge }
    switch statusCode {
    case 200..<300:
      let response: SearchResponse
      do {
        response = try SearchResponse.makeDecoder().decode(SearchResponse.self, from: body)
      } catch {
        throw .unreadableResponse
      }
      return SearchPage(
        items: response.items,
        totalCount: response.totalCount,
        page: page,
        incompleteResults: response.incompleteResults,
        hasMorePages: headers["link"].map { LinkHeader($0).hasNext } ?? false
      )
    case 401:
      throw .accessDenied(
        message: "\(message ?? "Bad credentials"). Check GITHUB_TOKEN, or unset it to search "
          + "without a token.")
    case 403, 429:
      if let rateLimit = rateLimit(now: now) { throw rateLimit }
      throw .accessDenied(message: message ?? "HTTP \(statusCode)")
    case 400, 422:
      throw .queryRejected(message: message ?? "The query is not valid.")
    case 404, 410:
      throw .notFound(statusCode: statusCode)
    case 451:
      throw .unavailableForLegalReasons
    case 503:
      throw .serviceUnavailable(secondsUntilRetry: retryAfter)
    case 500..<600:
      throw .serverError(statusCode: statusCode)
    default:
      throw .unexpectedStatus(statusCode: statusCode)
    }
  }

  /// The rate-limit error this response stands for, or `nil` when it is not one.
  ///
  /// GitHub's advice, in order: wait `retry-after` seconds when it is sent; else, when
  /// `x-ratelimit-remaining` is 0, wait until `x-ratelimit-reset` (seconds since 1970).
  private func rateLimit(now: Date) -> SearchError? {
    if let retryAfter {
      return .rateLimited(secondsUntilReset: retryAfter)
    }
    if headers["x-ratelimit-remaining"] == "0" {
      let reset = headers["x-ratelimit-reset"].flatMap(Int.init).map(TimeInterval.init)
      let seconds = reset.map { ($0 - now.timeIntervalSince1970).rounded(.up) }
      // Clamped before converting, so that no reset time, however odd, can overflow `Int`.
      let clamped = seconds.map { Int(min(max($0, 0), Self.longestRateLimitWait)) }
      return .rateLimited(secondsUntilReset: clamped)
    }
    if statusCode == 429 || message?.localizedCaseInsensitiveContains("rate limit") == true {
      return .rateLimited(secondsUntilReset: nil)
    }
    return nil
  }

  /// The seconds `retry-after` asks to wait, at most ``longestRateLimitWait``; `nil` when it
  /// is missing or not a number of seconds.
  private var retryAfter: Int? {
    guard let seconds = headers["retry-after"].flatMap(Int.init), seconds >= 0 else { return nil }
    return min(seconds, Int(Self.longestRateLimitWait))
  }

  /// GitHub's own words about an error, on one line, shortened to a length an alert can show.
  ///
  /// Line breaks of every kind (U+2028 and U+2029 included) and runs of white space become one
  /// space; the screen replaces any control character that is left.
  private var message: String? {
    let body = try? JSONDecoder().decode(GitHubErrorBody.self, from: body)
    guard let fullMessage = body?.fullMessage else { return nil }
    let message = fullMessage.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
      .joined(separator: " ")
    guard !message.isEmpty else { return nil }
    guard message.count > Self.maximumMessageLength else { return message }
    return String(message.prefix(Self.maximumMessageLength - 1)) + "…"
  }
}
