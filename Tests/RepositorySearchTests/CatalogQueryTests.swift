import RepositorySearch
import Testing

@Suite struct CatalogQueryTests {
  @Test func splitsFreeTermsAtWhiteSpace() {
    let query = CatalogQuery(parsing: "  json   parser\tfast ")
    #expect(query == CatalogQuery(terms: ["json", "parser", "fast"]))
  }

  @Test func keepsQuotedPhraseAsOneTerm() {
    let query = CatalogQuery(parsing: #"web "static  site" generator"#)
    #expect(query.terms == ["web", "static  site", "generator"])
  }

  @Test func readsEachQualifier() {
    let query = CatalogQuery(parsing: "language:Swift user:apple org:swiftlang stars:>100 http")
    #expect(query.terms == ["http"])
    #expect(query.languages == ["Swift"])
    #expect(query.owners == ["apple", "swiftlang"])
    #expect(query.starRanges == [CatalogQuery.StarRange(minimum: 101)])
  }

  @Test func readsLanguagesWithSymbolsAndQuotes() {
    let query = CatalogQuery(parsing: #"language:c++ language:c# language:"vim script""#)
    #expect(query.languages == ["c++", "c#", "vim script"])
    #expect(query.terms.isEmpty)
  }

  @Test func readsQualifierNamesCaseInsensitively() {
    #expect(CatalogQuery(parsing: "LANGUAGE:go").languages == ["go"])
  }

  @Test func allowsQueryOfQualifiersOnly() {
    let query = CatalogQuery(parsing: "language:rust")
    #expect(query.terms.isEmpty)
    #expect(query.languages == ["rust"])
  }

  @Test func keepsUnknownQualifierAsTerm() {
    #expect(CatalogQuery(parsing: "topic:cli").terms == ["topic:cli"])
  }

  @Test func keepsQualifierWithoutValueAsTerm() {
    #expect(CatalogQuery(parsing: "language:").terms == ["language:"])
  }

  @Test func keepsUnreadableStarsAsTerm() {
    let query = CatalogQuery(parsing: "stars:lots")
    #expect(query.terms == ["stars:lots"])
    #expect(query.starRanges.isEmpty)
  }

  @Test func keepsColonInsideQuotesAsText() {
    #expect(CatalogQuery(parsing: #""language:go""#).terms == ["language:go"])
  }

  @Test func runsUnclosedQuoteToTheEnd() {
    #expect(CatalogQuery(parsing: #"a "b c"#).terms == ["a", "b c"])
  }
}
