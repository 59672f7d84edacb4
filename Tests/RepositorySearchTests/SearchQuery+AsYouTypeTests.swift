import RepositorySearch
import Testing

@Suite struct SearchQueryAsYouTypeTests {
  @Test(arguments: [("sw", false), ("swi", true), ("  sw  ", false), ("検索す", true), ("👨‍👩‍👧x", false)])
  func countsCharactersAfterTrimming(text: String, isLongEnough: Bool) throws {
    #expect(try SearchQuery(text).isLongEnoughToSearchAsYouType == isLongEnough)
  }

  @Test func pausesHalfASecond() {
    #expect(SearchQuery.pauseBeforeSearchAsYouType == .milliseconds(500))
  }
}
