import Foundation
import TestSupport
import Testing

/// Each exercise page says how many tests fail when it starts, in both languages, and that is
/// the number of `fails` lines its ```kata block names: the count `Scripts/kata check` reports as
/// "… of the N tests this exercise names", and `Scripts/kata verify` proves each of them fails.
@Suite struct ExerciseCountTests {
  /// Every exercise page, by path.
  static func pages() throws -> [(path: String, text: String)] {
    try Documentation.loaded.get().markdownFiles
      .filter {
        $0.key.hasPrefix("Tutorials/Exercises/") && $0.key.split(separator: "/").count == 4
      }
      .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The tests the page's ```kata block names with `fails`.
  static func namedTests(in text: String) -> Int {
    MarkdownBlock.blocks(in: text).filter { $0.language == "kata" }
      .flatMap(\.lines).filter { $0.hasPrefix("fails ") }.count
  }

  /// The paragraphs of the page at `path` outside its blocks, each on one line.
  static func prose(of path: String) throws -> [String] {
    try DocumentationIndex.shared.get().paragraphs(of: path).map {
      $0.lines.joined(separator: " ")
    }
  }

  @Test func thereAreExercises() throws {
    #expect(try Self.pages().count >= 6)
  }

  @Test func theCountOfFailingTestsIsTheCountTheKataNames() throws {
    for (path, text) in try Self.pages() {
      let named = Self.namedTests(in: text)
      #expect(named > 0, "\(path) names no failing test")
      let prose = try Self.prose(of: path)
      // Each pattern is tried only on the paragraphs that hold its words.
      let english = prose.lazy.filter { $0.containsExactly(" when you start") }
        .compactMap { $0.firstMatch(of: /(\w+) tests? fails? when you start/) }
        .first.map { Documentation.number($0.1) }
      let japanese = prose.lazy.filter { $0.containsExactly("開始直後は ") }
        .compactMap { $0.firstMatch(of: /開始直後は (\d+) (?:つ|個)のテストが失敗/) }
        .first.map { Int($0.1) }
      #expect(english == .some(named), "\(path): the English count is not \(named)")
      #expect(japanese == .some(named), "\(path): the Japanese count is not \(named)")
    }
  }

  /// No sentence of a page states another count of failing tests: the total `Scripts/kata
  /// check` reports changes with the suite, so a page shows it only in the summary's first line,
  /// a stated output that `Scripts/check-docs-commands` holds to a real run.
  @Test func everyCountOfTestsOnAPageIsTheNamedCount() throws {
    for (path, text) in try Self.pages() {
      let named = Self.namedTests(in: text)
      for paragraph in try Self.prose(of: path) {
        if paragraph.containsExactly("test") {
          for match in paragraph.matches(of: /\b(\w+) (?:failing )?tests?\b/) {
            guard let stated = Documentation.number(match.1) else { continue }
            #expect(stated == named, "\(path): “\(match.0)” is not the \(named) tests it names")
          }
        }
        guard paragraph.containsExactly("テスト") || paragraph.containsExactly("失敗") else {
          continue
        }
        for match in paragraph.matches(of: /(\d+) (?:つ|個)(?:のテスト|の失敗)/) {
          #expect(Int(match.1) == named, "\(path): “\(match.0)” is not the \(named) it names")
        }
      }
    }
  }
}
