import Comparison
import Testing

/// The prose's numbers in words are read as writers write them, and a count is written back in
/// the sentence's own form.
@Suite struct NumberWordsTests {
  @Test func wordsAndCompoundsAreRead() {
    #expect(NumberWords.value(of: "four") == 4)
    #expect(NumberWords.value(of: "Eleven") == 11)
    #expect(NumberWords.value(of: "ninety-seven") == 97)
    #expect(NumberWords.value(of: "a hundred") == 100)
    #expect(NumberWords.value(of: "one hundred and five") == 105)
    #expect(NumberWords.value(of: "nine hundred and ninety-nine") == 999)
    #expect(NumberWords.value(of: "ninety-ten") == nil)
    #expect(NumberWords.value(of: "seven-one") == nil)
    #expect(NumberWords.value(of: "hundred") == nil)
    #expect(NumberWords.value(of: "idea") == nil)
  }

  @Test func aCountIsWrittenInWordsBelowAHundred() {
    #expect(NumberWords.words(for: 0) == "zero")
    #expect(NumberWords.words(for: 40) == "forty")
    #expect(NumberWords.words(for: 97) == "ninety-seven")
    #expect(NumberWords.words(for: 100) == nil)
    #expect((0..<100).allSatisfy { NumberWords.value(of: NumberWords.words(for: $0) ?? "") == $0 })
  }

  @Test func thePatternMatchesTheWordsFromItsLowest() throws {
    let pattern = try Regex("^(?:\(NumberWords.pattern(from: 3)))$")
    for word in ["three", "seventeen", "twenty", "ninety-nine"] {
      #expect(word.wholeMatch(of: pattern) != nil, "\(word)")
    }
    for word in ["two", "one", "ninety-", "hundred"] {
      #expect(word.wholeMatch(of: pattern) == nil, "\(word)")
    }
  }

  /// A word from three up is a number anywhere; a smaller one only where it counts what the code
  /// has, and not where it points back at things named already.
  @Test func theProseReadsTheWordsThatStateACount() {
    func read(_ line: String) -> [String] {
      ProseNumber.words(in: line).map { String(line[$0]) }
    }
    #expect(
      read("Three details carry rules, ninety-seven lines long.") == ["Three", "ninety-seven"])
    #expect(read("a three-second spinner, a few runs in a hundred") == ["three", "a hundred"])
    #expect(read("one hundred and five of them") == ["one hundred and five"])
    #expect(read("one idea, one line of output, two languages, the two tests").isEmpty)
    #expect(
      read("Two tests fail; the file is two lines long; zero\nchanged lines") == [
        "Two", "two", "zero",
      ])
    #expect(read("someone often sees a tenth of non-zero ones").isEmpty)
  }

  /// Words in inline code, in a link's target or in a heading are not the prose's.
  @Test func wordsOutsideTheProseAreNotRead() {
    let text = """
      # Three headings

      Read `three` in code, [a link](three.md) and <!-- three --> four here.
      """
    #expect(ProseNumber.numbers(inFile: "a.md", text: text).map(\.text) == ["four"])
  }
}
