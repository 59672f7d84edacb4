import Comparison
import Foundation
import TestSupport
import Testing

/// Every count of the architectures the prose states is the registry's count.
///
/// The kit grew from six architectures to eight; a sentence that still says "six" is the first
/// wrong number a learner finds. A count word beside "architectures", "implementations" or
/// "demos" (English), or つのアーキテクチャ / つの実装 (Japanese, 個 from ten on, where つ no
/// longer counts), must be the number of demos. Two is never a count of them: it is the pair a
/// comparison reads.
@Suite struct ArchitectureCountTests {
  /// The patterns that state a count of the architectures, the first capture the count, each
  /// with the words one of which every match holds: a paragraph without them is not searched,
  /// since a regular expression costs far more than a search.
  static let patterns: [(pattern: String, needs: [String])] = [
    (
      #"\b(\#(words)|[3-9]|1[0-9])\s+(?:[A-Za-z+-]+\s+){0,2}?(?:architectures|implementations|demos|variants)\b"#,
      ["architectures", "implementations", "demos", "variants"]
    ),
    (
      #"\b(?:all|these|the)\s+(\#(words))\b(?=\s*(?:[.,;:()!?]|to\b|before\b|of them\b|in\b|$))"#,
      Self.spelledCounts
    ),
    (#"([3-9]|1[0-9])\s?(?:つ|個)の(?:アーキテクチャ|実装)"#, ["つの", "個の"]),
    (#"アーキテクチャ(?:\(いまは\s?)?([3-9]|1[0-9])\s?(?:つ|個)"#, ["アーキテクチャ"]),
    (#"(?:全|すべての)\s?([3-9]|1[0-9])\s?(?:つ|個)"#, ["全", "すべての"]),
    (#"これまでの\s?([3-9]|1[0-9])\s?(?:つ|個)"#, ["これまでの"]),
  ]

  /// A count from three on, in words: `three`, `eleven`, `twenty-one`.
  static let words = NumberWords.pattern(from: 3)

  /// The words one of which a count from three on, in words, holds.
  static let spelledCounts =
    (3..<20).compactMap(NumberWords.words(for:))
    + ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

  /// What the documents state, `file: count (the words around it)`, where it is not the count.
  static func wrongCounts(in documentation: Documentation, expected: Int) throws -> [String] {
    let regexes = try patterns.map { (try Regex($0.pattern).ignoresCase(), $0.needs) }
    var wrong: [String] = []
    for (path, text) in documentation.markdownFiles.sorted(by: { $0.key < $1.key }) {
      for paragraph in text.components(separatedBy: "\n\n") {
        let lowercased = paragraph.lowercased()
        let searched = regexes.filter { $0.1.contains(where: lowercased.containsExactly) }.map(\.0)
        guard !searched.isEmpty else { continue }
        let prose = paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for regex in searched {
          for match in prose.matches(of: regex) {
            guard let word = match.output[1].substring?.lowercased(),
              let stated = Documentation.number(word), stated != expected
            else { continue }
            wrong.append("\(path): \(stated) (“\(prose[match.range])”)")
          }
        }
      }
    }
    return wrong
  }

  @Test func everyCountOfTheArchitecturesIsTheRegistrysCount() throws {
    let documentation = try Documentation.loaded.get()
    let count = try DocumentationIndex.shared.get().architectureCount ?? 0
    #expect(count >= 8)
    let wrong = try Self.wrongCounts(in: documentation, expected: count)
    #expect(wrong.isEmpty, "the kit has \(count) architectures:\n\(wrong.joined(separator: "\n"))")
  }

  @Test func aWrongCountWordIsFound() throws {
    let documentation = try Documentation.loaded.get()
    let planted = Documentation(
      markdownFiles: [
        "a.md": "The six implementations agree. Compare two architectures.",
        "b.md": "held to the same frames as the six before it; all eight to the same",
        "d.md": "Flux にもこれまでの 6 つと同じゴールデンフレームを課します。",
        "c.md": "6 つの実装が数字について食い違わない。2 つのアーキテクチャを並べる",
        "e.md": "10 個のアーキテクチャを並べ、ルールを行、アーキテクチャ(いまは 10 個)を列にする",
      ],
      sourceFiles: documentation.sourceFiles)
    let wrong = try Self.wrongCounts(in: planted, expected: 8)
    #expect(wrong.count == 6)
    #expect(wrong.allSatisfy { !$0.contains("two") && !$0.contains("eight") })
  }
}
