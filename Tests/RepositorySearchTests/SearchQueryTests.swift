import RepositorySearch
import Testing

@Suite struct SearchQueryTests {
  @Test func rejectsEmptyQuery() {
    #expect(throws: SearchQuery.ValidationError.empty) { try SearchQuery("") }
  }

  @Test func rejectsBlankQuery() {
    #expect(throws: SearchQuery.ValidationError.empty) { try SearchQuery("  \n\t ") }
  }

  @Test func acceptsOneCharacter() throws {
    #expect(try SearchQuery("a").text == "a")
  }

  @Test func trimsWhiteSpaceAndNewlinesAtBothEnds() throws {
    #expect(try SearchQuery("\n  swift  ui \t").text == "swift  ui")
  }

  @Test func acceptsExactlyTheMaximumLength() throws {
    let text = String(repeating: "a", count: 256)
    #expect(try SearchQuery(text).text == text)
  }

  @Test func rejectsOneCharacterOverTheMaximum() {
    #expect(throws: SearchQuery.ValidationError.tooLong(length: 257)) {
      try SearchQuery(String(repeating: "a", count: 257))
    }
  }

  @Test func doesNotCountTrimmedWhiteSpace() throws {
    let text = "  " + String(repeating: "a", count: 256) + "\n"
    #expect(try SearchQuery(text).text.count == 256)
  }

  @Test(arguments: ["検", "👨‍👩‍👧", "e\u{301}"])
  func countsCharactersAsPeopleDo(character: String) throws {
    // Each is one character, though it is three bytes, five scalars, or two scalars.
    let longest = String(repeating: character, count: 256)
    #expect(try SearchQuery(longest).text == longest)
    #expect(throws: SearchQuery.ValidationError.tooLong(length: 257)) {
      try SearchQuery(longest + character)
    }
  }

  @Test func explainsEachValidationError() {
    #expect(SearchQuery.ValidationError.empty.message == "Enter a search term.")
    #expect(SearchQuery.ValidationError.tooLong(length: 300).message.contains("300"))
    #expect(SearchQuery.ValidationError.tooLong(length: 300).message.contains("256"))
  }
}
