import Foundation
import TestSupport
import Testing

/// The glossary's one rule for long vowels: a katakana term the glossary spells with a final
/// 「ー」 (リデューサー, ディスパッチャー) is never written without it, outside the blocks the
/// tools generate.
extension GlossaryTests {
  /// The glossary's terms that end in 「ー」, one word at a time.
  static func longVowelTerms(in glossary: String) -> [String] {
    GlossaryEntry.entries(in: glossary)
      .flatMap { $0.term.split(separator: "、").flatMap { $0.split(separator: " ") } }
      .map(String.init).filter { $0.count > 2 && $0.hasSuffix("ー") }
  }

  /// The line numbers of `text` between a generator's opening and closing markers, as
  /// ``ProseNumber`` reads them.
  static func generatedLines(of text: String) -> Set<Int> {
    var inside = false
    var numbers: Set<Int> = []
    for (index, line) in text.newlineSeparatedLines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if ProseNumber.closesGeneratedBlock(trimmed) {
        inside = false
      } else if ProseNumber.opensGeneratedBlock(trimmed) {
        inside = true
      } else if inside {
        numbers.insert(index + 1)
      }
    }
    return numbers
  }

  /// A message for each place in `text` that writes one of `terms` without its final 「ー」;
  /// `prose` is the text's prose (``MarkdownBlock/prose(of:)``), when it is read already.
  static func shortenedLongVowels(
    in text: String, path: String, terms: [String],
    prose: [(number: Int, line: String)]? = nil
  ) -> [String] {
    // Only the terms the page writes short somewhere are looked for line by line.
    let shorts = terms.map { String($0.dropLast()) }.filter(text.containsExactly)
    guard !shorts.isEmpty else { return [] }
    let generated = generatedLines(of: text)
    var messages: [String] = []
    for (number, line) in prose ?? MarkdownBlock.prose(of: text)
    where !generated.contains(number) {
      for short in shorts {
        let shortened = line.exactRanges(of: short).contains { range in
          line[range.upperBound...].first != "ー"
        }
        if shortened { messages.append("\(path):\(number) says 「\(short)」: use 「\(short)ー」") }
      }
    }
    return messages
  }

  @Test func japaneseChaptersKeepTheGlossarysLongVowels() throws {
    let glossary = try #require(documentation.markdownFiles["Tutorials/ja/glossary.md"])
    let terms = Self.longVowelTerms(in: glossary)
    #expect(terms.contains("リデューサー"))
    for (path, text) in documentation.markdownFiles.sorted(by: { $0.key < $1.key })
    where Self.isJapaneseProse(path) && !path.hasSuffix("/glossary.md") {
      let prose = index.prose(of: path)
      for message in Self.shortenedLongVowels(in: text, path: path, terms: terms, prose: prose) {
        Issue.record("\(message)")
      }
    }
  }

  @Test func aShortenedLongVowelIsCaughtOutsideGeneratedBlocks() {
    let text = """
      リデューサーが状態を変えます。
      リデューサが状態を変えます。
      <!-- compare path ja -->
      リデューサ
      <!-- end compare path -->
      `リデューサ`
      """
    let messages = Self.shortenedLongVowels(in: text, path: "ja.md", terms: ["リデューサー"])
    #expect(messages == ["ja.md:2 says 「リデューサ」: use 「リデューサー」"])
  }
}
