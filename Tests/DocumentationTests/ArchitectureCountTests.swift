import Comparison
import Foundation
import Registry
import TestSupport
import Testing

/// Every count of the architectures the prose states is the count of those the kit ships.
///
/// The kit grew from six architectures to eight; a sentence that still says "six" is the first
/// wrong number a learner finds. A count word beside "architectures", "implementations" or
/// "demos" (English), or つのアーキテクチャ / つの実装 (Japanese, 個 from ten on, where つ no
/// longer counts), must be the number of demos. Two is never a count of them: it is the pair a
/// comparison reads. The number check reads the prose's numbers once (``ProseNumberTests``) and
/// says which the patterns below make counts of the architectures; this check holds each to the
/// registry, whatever else accounts for it.
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

  /// The numbers of `readings` that state a count of the architectures other than `expected`.
  static func wrongCounts(in readings: [ProseNumberCheck.Reading], expected: Int)
    -> [ProseNumber]
  {
    readings.filter { $0.countsArchitectures && $0.number.value != Double(expected) }.map(\.number)
  }

  @Test func everyCountOfTheArchitecturesIsTheRegistrysCount() throws {
    let index = try DocumentationIndex.shared.get()
    let count = index.architectureCount ?? 0
    #expect(count >= 8)
    let wrong = Self.wrongCounts(in: try ProseNumberTests.readings(in: index), expected: count)
    if !wrong.isEmpty {
      Issue.record(
        Comment(
          rawValue: "\(StaleDocumentation.label) the kit has \(count) architectures, not:\n"
            + wrong.map(\.description).joined(separator: "\n")))
    }
  }

  /// The count the prose is held to, read from the registry's source as `compare` reads it, is
  /// the number of architectures the kit ships; one a learner adds is not counted.
  @Test func theCountIsTheArchitecturesTheKitShips() throws {
    let index = try DocumentationIndex.shared.get()
    #expect(index.architectureCount == Registry.shipped.count)
  }

  @Test func aWrongCountWordIsFound() throws {
    let check = try DocumentationIndex.shared.get().numberCheck()
    let planted = [
      "a.md": "The six implementations agree. Compare two architectures.",
      "b.md": "held to the same frames as the six before it; all eight to the same",
      "d.md": "Flux にもこれまでの 6 つと同じゴールデンフレームを課します。",
      "c.md": "6 つの実装が数字について食い違わない。2 つのアーキテクチャを並べる",
      "e.md": "10 個のアーキテクチャを並べ、ルールを行、アーキテクチャ(いまは 10 個)を列にする",
    ]
    let readings = planted.flatMap { check.readings(on: .init(path: $0.key, text: $0.value)) }
    let wrong = Self.wrongCounts(in: readings, expected: 8)
    #expect(wrong.count == 6)
    #expect(wrong.allSatisfy { $0.value != 2 && $0.value != 8 })
  }
}
