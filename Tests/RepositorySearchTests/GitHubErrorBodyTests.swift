import Foundation
import Testing

@testable import RepositorySearch

@Suite struct GitHubErrorBodyTests {
  private func fullMessage(_ json: String) throws -> String? {
    try JSONDecoder().decode(GitHubErrorBody.self, from: Data(json.utf8)).fullMessage
  }

  @Test func joinsMessageAndFirstDetail() throws {
    #expect(
      try fullMessage(String(decoding: Fixtures.validationFailed, as: UTF8.self))?
        .hasPrefix("Validation Failed: The listed users cannot be searched") == true)
  }

  @Test func usesMessageAloneWithoutDetails() throws {
    #expect(try fullMessage(#"{"message": "Not Found"}"#) == "Not Found")
    #expect(try fullMessage(#"{"message": "Bad", "errors": [{"code": "missing"}]}"#) == "Bad")
  }

  @Test func usesDetailAloneWithoutMessage() throws {
    #expect(
      try fullMessage(#"{"errors": [{"message": ""}, {"message": "Too long"}]}"#) == "Too long")
  }

  @Test func hasNoMessageWhenGitHubSentNone() throws {
    #expect(try fullMessage("{}") == nil)
  }
}
