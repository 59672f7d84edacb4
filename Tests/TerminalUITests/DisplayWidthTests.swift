import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
  @Test(
    arguments: [
      ("a", 1), (" ", 1), ("~", 1), ("\u{7}", 1), ("検", 2), ("ｱ", 1), ("Ａ", 2), ("é", 1),
      ("e\u{301}", 1), ("\u{301}", 0), ("\u{200D}", 0), ("\u{200B}", 0), ("\u{FE0F}", 0),
      ("😀", 2), ("👍🏽", 2), ("🇯🇵", 2), ("🇯", 1), ("👨‍👩‍👧", 2), ("❤️", 2), ("❤", 1),
      ("☝🏽", 2), ("1️⃣", 2), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("α", 1), ("─", 1), ("ｶﾞ", 2),
      ("कि", 2),
    ] as [(ShownCharacter, Int)])
  func measuresCharacter(character shown: ShownCharacter, columns: Int) {
    let character = shown.character
    #expect(DisplayWidth.of(character) == columns)
  }

  @Test func measuresText() {
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("swift") == 5)
    #expect(DisplayWidth.of("検索") == 4)
    #expect(DisplayWidth.of("ｱｲｳ") == 3)
    #expect(DisplayWidth.of("café / cafe\u{301}") == 11)
    #expect(DisplayWidth.of("👍🏽🇯🇵👨‍👩‍👧") == 6)
    #expect(DisplayWidth.of("a検b"[...]) == 4)
  }

  @Test func agreesWithTheUnicodeDataTable() {
    #expect(DisplayWidthTable.unicodeVersion == "15.0.0")
    #expect(DisplayWidthTable.zeroWidth.count.isMultiple(of: 2))
    let isSorted = stride(from: 2, to: DisplayWidthTable.wide.count, by: 2).allSatisfy {
      DisplayWidthTable.wide[$0] > DisplayWidthTable.wide[$0 - 1]
    }
    #expect(isSorted)
    #expect(DisplayWidth.of("\u{3099}" as Unicode.Scalar) == 0)  // combining kana mark: W and Mn
    #expect(DisplayWidth.of("\u{20000}" as Unicode.Scalar) == 2)
    #expect(DisplayWidth.of("\u{1F1E6}" as Unicode.Scalar) == 1)
  }

  @Test func recognizesScalarsThatAreAlwaysACharacterOfTheirOwn() {
    for scalar in "aé—…★検ｱ한😀\u{FFFD}".unicodeScalars {
      #expect(DisplayWidth.isClusterOfItsOwn(scalar))
    }
    for scalar in "\u{301}\u{200D}\u{FE0F}\u{1F3FD}\u{1F1EF}\u{1161}\u{3099}\u{FF9E}".unicodeScalars
    {
      #expect(!DisplayWidth.isClusterOfItsOwn(scalar))
    }
  }

  @Test func recognizesRegionalIndicators() {
    #expect(DisplayWidth.isRegionalIndicator("\u{1F1E6}"))
    #expect(DisplayWidth.isRegionalIndicator("\u{1F1FF}"))
    #expect(!DisplayWidth.isRegionalIndicator("\u{1F1E5}"))
    #expect(!DisplayWidth.isRegionalIndicator("\u{1F200}"))
  }

  @Test func flagsCharactersThatTerminalsMeasureDifferently() {
    #expect(DisplayWidth.mayDifferAcrossTerminals("👍🏽"))
    #expect(DisplayWidth.mayDifferAcrossTerminals("❤️"))
    #expect(DisplayWidth.mayDifferAcrossTerminals("🇯"))
    #expect(!DisplayWidth.mayDifferAcrossTerminals("a"))
    #expect(!DisplayWidth.mayDifferAcrossTerminals("検"))
    #expect(!DisplayWidth.mayDifferAcrossTerminals("e\u{301}"))
    #expect(!DisplayWidth.mayDifferAcrossTerminals("🇯🇵"))
  }
}
