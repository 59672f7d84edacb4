import Testing

@testable import RepositorySearch

@Suite struct PreparedQueryTests {
  @Test func lowercasesQualifierValues() {
    let query = PreparedQuery(CatalogQuery(parsing: "language:C++ user:Apple org:SwiftLang"))
    #expect(query.languages == ["c++"])
    #expect(query.owners == ["apple", "swiftlang"])
  }

  @Test func preparesTermsAndDropsEmptyOnes() {
    let query = PreparedQuery(CatalogQuery(terms: ["JSON", ""]))
    #expect(query.terms == [SearchableText("json")])
  }
}
