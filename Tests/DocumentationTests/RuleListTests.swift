import Foundation
import TestSupport
import Testing

/// The rules a learner reads are the rules the conformance suite checks: chapter 01's table
/// has a row for each, and the README's ranges (`D1–D4`) end at the last one.
@Suite struct RuleListTests {
  let index: DocumentationIndex
  var documentation: Documentation { index.documentation }

  init() throws {
    index = try DocumentationIndex.shared.get()
  }

  /// The rule ids the conformance suite nests its scenarios in (`@Suite struct D4`), read once.
  var checkedRules: Set<String> {
    index.fact("checkedRules") {
      var rules: Set<String> = []
      for (path, text) in documentation.testFiles
      where path.hasPrefix("Tests/ConformanceTests/") && text.containsExactly("@Suite struct ") {
        for match in text.matches(of: /@Suite struct ([SDW][0-9]+)\b/) {
          rules.insert(String(match.output.1))
        }
      }
      return rules
    }
  }

  @Test(arguments: ["en", "ja"])
  func chapterOneHasARowForEveryCheckedRule(_ language: String) throws {
    let text = try #require(
      documentation.markdownFiles["Tutorials/\(language)/01-the-screen-and-the-model.md"])
    let rows = Set(text.matches(of: /\n\| ([SDW][0-9]+) \|/).map { String($0.output.1) })
    #expect(checkedRules.count >= 19)
    #expect(checkedRules.subtracting(rows).sorted() == [])
  }

  @Test func theReadmesRangesEndAtTheLastCheckedRule() throws {
    // Each run of whitespace as one space, as `\s+` reads it, without a regular expression.
    let text = try #require(documentation.markdownFiles["README.md"])
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let ranges = text.matches(of: /\b([SDW])1–[SDW]([0-9]+) (?:on|for) the/)
    #expect(ranges.count == 3)
    for range in ranges {
      let letter = String(range.output.1)
      let last = checkedRules.filter { $0.hasPrefix(letter) }
        .compactMap { Int($0.dropFirst()) }.max()
      #expect(Int(range.output.2) == last, "README says \(letter)1–\(letter)\(range.output.2)")
    }
  }
}
