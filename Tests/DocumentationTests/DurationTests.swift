import Foundation
import TestSupport
import Testing

/// How long a build or the suite takes is measured, not typed.
///
/// The prose points at `Scripts/benchmark`, whose rows give the figures for the reader's
/// machine. A duration in a sentence about cloning, building or the suite drifted every time
/// the kit grew (26 minutes in one chapter, about 4 in another), so none may stand in the prose.
@Suite struct DurationTests {
  static let subjects = [
    "clone", "build", "swift test", "the suite", "first frame", "クローン", "ビルド", "スイート",
    "最初の画面",
  ]

  /// The sentences of `text` that state a duration of a build, a clone or the suite; a
  /// chapter's reading time (`*About 15 minutes.*`) and the pause of S13 (0.5 s) are not one.
  static func typedDurations(in text: String) -> [String] {
    typedDurations(inProse: MarkdownBlock.prose(of: text))
  }

  /// The sentences of `prose`, a page's prose lines, that state such a duration.
  static func typedDurations(inProse prose: [(number: Int, line: String)]) -> [String] {
    var sentences: [String] = []
    for (_, line) in prose where !line.hasPrefix("*") {
      // A duration has a digit, and the subjects are looked for next: a regular expression
      // costs more than a search.
      guard line.utf8.contains(where: { $0 &- 0x31 < 9 }), namesASubject(line) else { continue }
      for sentence in line.split(separator: sentenceEnd) where namesASubject(sentence) {
        if sentence.contains(duration) { sentences.append(String(sentence)) }
      }
    }
    return sentences
  }

  nonisolated(unsafe) private static let duration =
    /\b[1-9]\d*(?:\.\d+)?\s?(?:s|min|minutes?|seconds?|秒|分)(?![a-z])/
  nonisolated(unsafe) private static let sentenceEnd = /。|\.\s/

  static func namesASubject(_ text: some StringProtocol) -> Bool {
    let lowercased = text.lowercased()
    return subjects.contains(where: lowercased.containsExactly)
  }

  @Test func noBuildOrSuiteDurationIsTypedInTheProse() throws {
    let index = try DocumentationIndex.shared.get()
    for path in index.documentation.markdownFiles.keys
    where path == "README.md" || path.hasPrefix("Tutorials/") {
      for line in Self.typedDurations(inProse: index.prose(of: path)) {
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
