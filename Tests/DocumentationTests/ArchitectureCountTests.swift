import Foundation
import Testing

/// Every count of the architectures the prose states is the registry's count.
///
/// The kit grew from six architectures to eight; a sentence that still says "six" is the first
/// wrong number a learner finds. A count word beside "architectures", "implementations" or
/// "demos" (English), or つのアーキテクチャ / つの実装 (Japanese), must be the number of
/// demos. Two is never a count of them: it is the pair a comparison reads.
@Suite struct ArchitectureCountTests {
  static let words = [
    "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12,
  ]

  /// The patterns that state a count of the architectures; the first capture is the count.
  static let patterns = [
    #"\b(three|four|five|six|seven|eight|nine|ten|eleven|twelve|[3-9]|1[0-9])\s+(?:[A-Za-z+-]+\s+){0,2}?(?:architectures|implementations|demos|variants)\b"#,
    #"\b(?:all|these|the)\s+(three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?=\s*(?:[.,;:)!?]|to\b|before\b|of them\b|in\b|$))"#,
    #"([3-9]|1[0-9])\s?つの(?:アーキテクチャ|実装)"#,
    #"アーキテクチャ(?:\(いまは\s?)?([3-9]|1[0-9])\s?つ"#,
    #"(?:全|すべての)\s?([3-9]|1[0-9])\s?つ"#,
    #"これまでの\s?([3-9]|1[0-9])\s?つ"#,
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
            let stated = Self.words[word] ?? Int(word), stated != expected
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
      ],
      sourceFiles: documentation.sourceFiles)
    let wrong = try Self.wrongCounts(in: planted, expected: 8)
    #expect(wrong.count == 4)
    #expect(wrong.allSatisfy { !$0.contains("two") && !$0.contains("eight") })
  }
}

/// A picture's description counts what the picture shows: the search screen's alt text names
/// as many repositories as the picture has rows.
@Suite struct PictureCountTests {
  @Test func theSearchScreensAltTextCountsItsRows() throws {
    let documentation = try Documentation.loaded.get()
    let picture = try String(
      contentsOf: Documentation.root.appendingPathComponent("Tutorials/images/search-screen.svg"),
      encoding: .utf8)
    let rows = picture.filter { $0 == "★" }.count
    #expect(rows > 0)
    let cases = [
      ("README.md", #"search screen: .*?(\w+) repositories"#),
      ("Tutorials/en/00-how-to-use-this-kit.md", #"search bar, (\w+) repositories"#),
      ("Tutorials/ja/00-how-to-use-this-kit.md", #"検索バー、(\d+) 件のリポジトリ"#),
    ]
    for (path, pattern) in cases {
      let text = try #require(documentation.markdownFiles[path])
      let match = try #require(text.firstMatch(of: try Regex(pattern)), "\(path): no alt text")
      let word = try #require(match.output[1].substring).lowercased()
      #expect((ArchitectureCountTests.words[word] ?? Int(word)) == rows, "\(path): \(word)")
    }
  }
}

/// How long a build or the suite takes is measured, not typed.
///
/// The prose points at `Scripts/benchmark`, whose rows give the figures for the reader's
/// machine. A duration in a
/// sentence about cloning, building or the suite drifted every time the kit grew (26 minutes
/// in one chapter, about 4 in another), so none may stand in the prose.
@Suite struct DurationTests {
  static let subjects = [
    "clone", "build", "swift test", "the suite", "first frame", "クローン", "ビルド", "スイート",
    "最初の画面",
  ]

  /// The sentences of `text` that state a duration of a build, a clone or the suite; a
  /// chapter's reading time (`*About 15 minutes.*`) and the pause of S13 (0.5 s) are not one.
  static func typedDurations(in text: String) -> [String] {
    GlossaryEntry.prose(of: text).map(\.line).filter { !$0.hasPrefix("*") }
      .flatMap { $0.split(separator: /。|\.\s/).map(String.init) }
      .filter { sentence in
        sentence.contains(/\b[1-9]\d*(?:\.\d+)?\s?(?:s|min|minutes?|seconds?|秒|分)(?![a-z])/)
          && subjects.contains { sentence.lowercased().contains($0) }
      }
  }

  @Test func noBuildOrSuiteDurationIsTypedInTheProse() throws {
    let documentation = try Documentation.loaded.get()
    for (path, text) in documentation.markdownFiles
    where path == "README.md" || path.hasPrefix("Tutorials/") {
      for line in Self.typedDurations(in: text) {
        Issue.record("\(path): “\(line)”: quote Scripts/benchmark instead")
      }
    }
  }

  @Test func aTypedDurationIsFound() {
    let text =
      "from a fresh clone that took 26 minutes\nabout 31 s to the first frame\n"
      + "*About 15 minutes.*\nクローンから約 4 分かかりました\n"
    #expect(Self.typedDurations(in: text).count == 3)
  }
}
