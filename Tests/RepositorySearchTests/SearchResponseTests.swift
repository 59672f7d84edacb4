import Foundation
import RepositorySearch
import Testing

@Suite struct SearchResponseTests {
  private func decode(_ data: Data) throws -> SearchResponse {
    try SearchResponse.makeDecoder().decode(SearchResponse.self, from: data)
  }

  @Test func decodesCountsAndItems() throws {
    let response = try decode(Fixtures.searchResponse)
    #expect(response.totalCount == 2)
    #expect(response.incompleteResults)
    #expect(response.items.map(\.id) == [44_838_949, 1])
  }

  @Test func decodesEveryFieldOfCompleteRepository() throws {
    let repository = try decode(Fixtures.searchResponse).items[0]
    #expect(repository.name == "swift" && repository.fullName == "swiftlang/swift")
    #expect(repository.owner?.login == "swiftlang")
    #expect(repository.description == "The Swift Programming Language")
    #expect(repository.htmlURL.absoluteString == "https://github.com/swiftlang/swift")
    #expect(repository.homepage == "https://swift.org")
    #expect(repository.language == "C++")
    #expect(repository.stargazersCount == 69_000 && repository.forksCount == 10_500)
    #expect(repository.openIssuesCount == 8_000)
    #expect(repository.topics == ["swift", "compiler"])
    #expect(
      repository.license
        == Repository.License(key: "apache-2.0", name: "Apache License 2.0", spdxID: "Apache-2.0"))
    #expect(repository.createdAt == Date(timeIntervalSince1970: 1_445_634_907))
    #expect(repository.updatedAt == Date(timeIntervalSince1970: 1_735_787_045))
  }

  @Test func decodesNullsAndMissingTopics() throws {
    let repository = try decode(Fixtures.searchResponse).items[1]
    #expect(repository.owner == nil)
    #expect(repository.description == nil)
    #expect(repository.homepage == nil)
    #expect(repository.language == nil)
    #expect(repository.license == nil)
    #expect(repository.createdAt == nil && repository.updatedAt == nil)
    #expect(repository.topics.isEmpty)
  }

  @Test func refusesRepositoryWithoutRequiredField() {
    let body = Data(
      #"{"total_count": 1, "incomplete_results": false, "items": [{"id": 1, "name": "a"}]}"#.utf8)
    #expect(throws: DecodingError.self) { try decode(body) }
  }

  @Test func encodesWhatItDecodes() throws {
    let response = try decode(Fixtures.searchResponse)
    let encoded = try SearchResponse.makeEncoder().encode(response)
    #expect(try decode(encoded) == response)
    let text = try #require(String(data: encoded, encoding: .utf8))
    #expect(text.contains(#""created_at":"2015-10-23T21:15:07Z""#))
  }
}
