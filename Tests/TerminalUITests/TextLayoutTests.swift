import Testing

@testable import TerminalUI

@Suite struct TextLayoutTests {
  @Test func truncatesMixedWidthTextToExactColumns() {
    #expect(TextLayout.truncate("swift検索tool", toWidth: 8) == "swift検…")
    #expect(DisplayWidth.of(TextLayout.truncate("swift検索tool", toWidth: 8)) == 8)
    // The cut falls inside 検: the result is one column short.
    #expect(TextLayout.truncate("swift検索tool", toWidth: 7) == "swift…")
    #expect(TextLayout.truncate("fits", toWidth: 4) == "fits")
    #expect(TextLayout.truncate("toolong", toWidth: 1) == "…")
    #expect(TextLayout.truncate("anything", toWidth: 0) == "")
    #expect(TextLayout.truncate("👍🏽👍🏽👍🏽", toWidth: 5) == "👍🏽👍🏽…")
  }

  @Test func cutsASCIIAndMixedTextAtTheSameColumns() {
    #expect(TextLayout.truncate("abcdef", toWidth: 5) == "abcd…")
    #expect(TextLayout.truncate("abcde", toWidth: 5) == "abcde")
    #expect(TextLayout.truncate("abcde\u{301}", toWidth: 5) == "abcde\u{301}")
    #expect(TextLayout.truncate("abcde\u{301}f", toWidth: 5) == "abcd…")
  }

  @Test func truncatesHugeTextQuickly() {
    let huge = String(doubling: "description ", count: 500_000)
    #expect(TextLayout.truncate(huge, toWidth: 12) == "description…")
  }

  @Test func padsToExactColumnsFillingTheMissingColumn() {
    #expect(TextLayout.pad("ab", toWidth: 4) == "ab  ")
    #expect(TextLayout.pad("swift検索tool", toWidth: 7) == "swift… ")
    #expect(DisplayWidth.of(TextLayout.pad("検索検索", toWidth: 5)) == 5)
  }

  @Test func wrapsAtSpacesAndHonoursLineBreaks() {
    #expect(
      TextLayout.wrap("the quick brown fox jumps", toWidth: 10) == [
        "the quick", "brown fox", "jumps",
      ])
    #expect(TextLayout.wrap("one\n\ntwo  three", toWidth: 20) == ["one", "", "two three"])
    #expect(TextLayout.wrap("a\r\nb", toWidth: 5) == ["a", "b"])
    #expect(TextLayout.wrap("", toWidth: 5) == [])
  }

  @Test func breaksLongWordsAndWideText() {
    #expect(TextLayout.wrap("abcdefghij", toWidth: 4) == ["abcd", "efgh", "ij"])
    #expect(TextLayout.wrap("検索検索検", toWidth: 5) == ["検索", "検索", "検"])
    #expect(TextLayout.wrap("ab 検索検索", toWidth: 6) == ["ab 検", "索検索"])
    #expect(TextLayout.wrap("検", toWidth: 1) == ["検"])
  }

  @Test func stopsAtTheLineLimitWithAnEllipsis() {
    let lines = TextLayout.wrap(
      String(doubling: "word ", count: 1_000_000), toWidth: 10, maximumLineCount: 2)
    #expect(lines == ["word word", "word word…"])
  }

  @Test func fillsTheLastLineWithTheTextLeftOverBeforeItsEllipsis() {
    #expect(
      TextLayout.wrap("one two three four five", toWidth: 9, maximumLineCount: 2) == [
        "one two", "three fo…",
      ])
    #expect(TextLayout.wrap("alpha beta gamma", toWidth: 6, maximumLineCount: 1) == ["alpha…"])
    #expect(TextLayout.wrap("ab 検索検索", toWidth: 4, maximumLineCount: 1) == ["ab…"])
  }
}
