import Foundation
import RepositorySearch
import TestSupport
import Testing

/// The detail screen's words (D1) and whether its page can be opened (D2).
@Suite struct RepositoryDetailContentTests {
  @Test func showsEveryFieldWithCountsGroupedAndTheDay() throws {
    let updated = try #require(GitHubTimestamp.date(from: "2024-05-01T12:34:56Z"))
    let repository = Repository.sample(
      name: "swift", owner: "swiftlang", description: "The Swift Programming Language",
      language: "C++", stars: 67_890, forks: 10_432, openIssues: 7_001,
      topics: ["compiler", "swift"],
      license: Repository.License(key: "apache-2.0", name: "Apache 2.0", spdxID: nil),
      updatedAt: updated)
    let content = RepositoryDetailContent(repository)
    #expect(content.fullName == "swiftlang/swift")
    #expect(content.description == "The Swift Programming Language")
    #expect([content.stars, content.forks, content.openIssues] == ["67,890", "10,432", "7,001"])
    #expect([content.language, content.topics] == ["C++", "compiler, swift"])
    #expect([content.license, content.updated] == ["Apache 2.0", "2024-05-01"])
    #expect(content.url == "https://github.com/swiftlang/swift")
    #expect(content.canOpenInBrowser)
  }

  @Test func aMissingFieldReadsADash() {
    let bare = Repository.sample(description: nil, language: nil, topics: [])
    let content = RepositoryDetailContent(bare)
    #expect(content.description == "No description.")
    #expect(
      [content.language, content.topics, content.license, content.updated] == [
        "—", "—", "—", "—",
      ])
  }

  @Test func anAddressThatIsNotAWebPageCannotBeOpened() throws {
    var repository = Repository.sample()
    repository.htmlURL = try #require(URL(string: "file:///etc/passwd"))
    let content = RepositoryDetailContent(repository)
    #expect(!content.canOpenInBrowser)
    #expect(content.url == "file:///etc/passwd")
  }

  @Test func formatsPlainFieldsAsItFormatsTheRepositoryTheyCameFrom() throws {
    let updated = try #require(GitHubTimestamp.date(from: "2024-05-01T12:34:56Z"))
    let page = try #require(URL(string: "https://github.com/swiftlang/swift"))
    let repository = Repository.sample(
      name: "swift", owner: "swiftlang", description: "The Swift Programming Language",
      language: "C++", stars: 67_890, forks: 10_432, openIssues: 7_001,
      topics: ["compiler", "swift"],
      license: Repository.License(key: "apache-2.0", name: "Apache 2.0", spdxID: nil),
      updatedAt: updated)
    let content = RepositoryDetailContent(
      fullName: "swiftlang/swift", description: "The Swift Programming Language",
      stargazersCount: 67_890, forksCount: 10_432, openIssuesCount: 7_001, language: "C++",
      topics: ["compiler", "swift"], licenseName: "Apache 2.0", updatedAt: updated,
      htmlURL: page)
    #expect(repository.htmlURL == page)
    #expect(content == RepositoryDetailContent(repository))
  }

  @Test func formatsMissingPlainFieldsAsItFormatsAMissingField() throws {
    let content = RepositoryDetailContent(
      fullName: "someone/notes", description: nil, stargazersCount: -3, forksCount: 0,
      openIssuesCount: 1_234, language: nil, topics: [], licenseName: nil, updatedAt: nil,
      htmlURL: try #require(URL(string: "file:///etc/passwd")))
    #expect(content.description == "No description.")
    #expect([content.stars, content.forks, content.openIssues] == ["0", "0", "1,234"])
    #expect(
      [content.language, content.topics, content.license, content.updated] == [
        "—", "—", "—", "—",
      ])
    #expect(content.url == "file:///etc/passwd")
    #expect(!content.canOpenInBrowser)
  }
}
