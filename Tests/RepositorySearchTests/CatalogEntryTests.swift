import RepositorySearch
import TestSupport
import Testing

@testable import RepositorySearch

@Suite struct CatalogEntryTests {
  private let entry = CatalogEntry(
    .sample(
      name: "swift-format", owner: "swiftlang", description: "Formats Swift code",
      language: "Swift", stars: 2_500, topics: ["formatter", "swift"]))

  private func relevance(_ text: String) -> Int? {
    entry.relevance(to: PreparedQuery(CatalogQuery(parsing: text)))
  }

  @Test func weighsEachFieldInOrder() throws {
    let wholeName = try #require(relevance("swift-format"))
    let fullName = try #require(relevance("swiftlang/swift-format"))
    let partOfName = try #require(relevance("format"))
    let owner = try #require(relevance("lang"))
    let topic = try #require(relevance("formatter"))
    let description = try #require(relevance("code"))
    #expect(wholeName == fullName)
    #expect(wholeName > partOfName && partOfName > owner)
    #expect(owner > topic && topic > description && description > 0)
  }

  @Test func addsUpTheTerms() throws {
    #expect(relevance("format code") == relevance("format").map { $0 + (relevance("code") ?? 0) })
  }

  @Test func matchesQualifiersWithoutAnyTerm() {
    #expect(relevance("language:swift user:swiftlang stars:2500") == 0)
    #expect(relevance("language:go") == nil)
    #expect(relevance("user:apple") == nil)
    #expect(relevance("stars:>2500") == nil)
  }

  @Test func findsLanguageAmongSeveral() {
    #expect(relevance("language:go language:swift") == 0)
  }
}
