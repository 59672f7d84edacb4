import RepositorySearch
import Testing

@Suite struct SearchErrorTests {
  @Test func explainsEveryErrorDifferently() {
    let errors: [SearchError] = [
      .offline, .rateLimited(secondsUntilReset: 42), .rateLimited(secondsUntilReset: nil),
      .queryRejected(message: "Validation Failed"), .accessDenied(message: "Bad credentials"),
      .serverError(statusCode: 503), .unreadableResponse, .cancelled, .responseTooLarge,
      .notFound(statusCode: 404), .unavailableForLegalReasons,
      .serviceUnavailable(secondsUntilRetry: 60), .serviceUnavailable(secondsUntilRetry: nil),
      .unexpectedStatus(statusCode: 418),
    ]
    let messages = errors.map(\.message)
    #expect(Set(messages).count == errors.count)
    #expect(
      messages.allSatisfy {
        $0.hasPrefix("GitHub") || $0.hasPrefix("The ") || $0.hasPrefix("Nothing")
      })
  }

  @Test func includesWhatGitHubSaid() {
    #expect(SearchError.rateLimited(secondsUntilReset: 42).message.contains("42 s"))
    #expect(SearchError.queryRejected(message: "Too long.").message.contains("Too long."))
    #expect(SearchError.accessDenied(message: "Bad credentials.").message.contains("Bad"))
    #expect(SearchError.serverError(statusCode: 503).message.contains("503"))
  }

}
