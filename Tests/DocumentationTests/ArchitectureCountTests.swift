import Foundation
import Testing

/// Every count of the architectures the prose states is the registry's count.
///
/// The kit grew from six architectures to eight; a sentence that still says "six" is the first
/// wrong number a learner finds. A count word beside "architectures", "implementations" or
/// "demos" (English), or つのアーキテクチャ / つの実装 (Japanese, 個 from ten on, where つ no
/// longer counts), must be the number of demos. Two is never a count of them: it is the pair a comparison reads.
@Suite struct ArchitectureCountTests {
  /// The patterns that state a count of the architectures; the first capture is the count.
  static let patterns = [
    #"\b(three|four|five|six|seven|eight|nine|ten|eleven|twelve|[3-9]|1[0-9])\s+(?:[A-Za-z+-]+\s+){0,2}?(?:architectures|implementations|demos|variants)\b"#,
    #"\b(?:all|these|the)\s+(three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?=\s*(?:[.,;:)!?]|to\b|before\b|of them\b|in\b|$))"#,
    #"([3-9]|1[0-9])\s?(?:つ|個)の(?:アーキテクチャ|実装)"#,
    #"アーキテクチャ(?:\(いまは\s?)?([3-9]|1[0-9])\s?(?:つ|個)"#,
    #"(?:全|すべての)\s?([3-9]|1[0-9])\s?(?:つ|個)"#,
    #"これまでの\s?([3-9]|1[0-9])\s?(?:つ|個)"#,
  ]

  /// What the documents state, `file: count (the words around it)`, where it is not the count.
  static func wrongCounts(in documentation: Documentation, expected: Int) throws -> [String] {
    let regexes = try patterns.map { try Regex($0).ignoresCase() }
    var wrong: [String] = []
    for (path, text) in documentation.markdownFiles.sorted(by: { $0.key < $1.key }) {
      let prose = text.replacing(/\s+/, with: " ")
      for regex in regexes {
        for match in prose.matches(of: regex) {
          guard let word = match.output[1].substring?.lowercased(),
            let stated = Documentation.number(word), stated != expected
          else { continue }
          wrong.append("\(path): \(stated) (“\(prose[match.range])”)")
        }
      }
    }
    return wrong
  }

  @Test func everyCountOfTheArchitecturesIsTheRegistrysCount() throws {
    let documentation = try Documentation.loaded.get()
    let count = ProseCountTests.architectures(documentation) ?? 0
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
