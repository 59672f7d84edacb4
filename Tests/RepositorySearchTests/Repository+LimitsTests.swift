import Foundation
import RepositorySearch
import Testing

/// What a hostile server cannot make one repository hold.
@Suite struct RepositoryLimitsTests {
  /// Decodes a repository with `description` and `topics`, which are written into the JSON as
  /// they stand: plain text with nothing to escape. (Built as text, not encoded, to keep the
  /// test quick: a serializer escapes a string character by character.)
  private func decode(description: String, topics: [String]) throws -> Repository {
    let topicList = topics.map { "\"\($0)\"" }.joined(separator: ", ")
    let json = """
      {"id": 1, "name": "a", "full_name": "o/a", "html_url": "https://github.com/o/a", \
      "description": "\(description)", "stargazers_count": 1, "forks_count": 0, \
      "open_issues_count": 0, "topics": [\(topicList)]}
      """
    return try SearchResponse.makeDecoder().decode(Repository.self, from: Data(json.utf8))
  }

  @Test("a huge description and thousands of topics are cut to the limits")
  func capsWhatOneRepositoryKeeps() throws {
    // A hundred times the description's cap, forty times the topics', each topic past its cap.
    let pastTheCap = String(repeating: "y", count: 250)
    let repository = try decode(
      description: String(repeating: "x", count: 100_000),
      topics: (1...2_000).map { "topic-\($0)" + pastTheCap })
    let description = try #require(repository.description)
    #expect(description.count == Repository.Limits.descriptionLength)
    #expect(description.hasSuffix("…"))
    #expect(repository.topics.count == Repository.Limits.topicCount)
    #expect(repository.topics.allSatisfy { $0.count <= Repository.Limits.textLength })
  }

  @Test func keepsWhatGitHubSendsAsItIs() throws {
    let repository = try decode(description: "A short one.", topics: ["swift", "ios"])
    #expect(repository.description == "A short one.")
    #expect(repository.topics == ["swift", "ios"])
  }
}
