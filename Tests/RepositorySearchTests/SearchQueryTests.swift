import RepositorySearch
import Testing

@Suite struct SearchQueryTests {
  @Test func rejectsBlankQuery() {
    #expect(throws: SearchQuery.ValidationError.empty) { try SearchQuery("  \n ") }
  }
}
