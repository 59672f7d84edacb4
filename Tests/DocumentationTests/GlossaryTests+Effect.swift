import Foundation
import TestSupport
import Testing

/// Effect has one Japanese name: 「エフェクト(副作用)」 where the chapters first meet it, and
/// エフェクト after that — never 副作用 alone.
extension GlossaryTests {
  /// A message for each place in `chapters` (path and text, in reading order) that says 副作用
  /// other than in the one 「エフェクト(副作用)」; `prose` gives a chapter's prose when it is read
  /// already.
  static func strayEffectWords(
    in chapters: [(path: String, text: String)],
    prose: ((String) -> [(number: Int, line: String)])? = nil
  ) -> [String] {
    var glossed = 0
    var messages: [String] = []
    for (path, text) in chapters where text.containsExactly("副作用") {
      for (number, line) in prose?(path) ?? MarkdownBlock.prose(of: text) {
        glossed += line.exactRanges(of: "エフェクト(副作用)").count
        let bare =
          line.exactRanges(of: "副作用").count - line.exactRanges(of: "エフェクト(副作用)").count
        if bare > 0 { messages.append("\(path):\(number) says 「副作用」: use 「エフェクト」") }
      }
    }
    if glossed > 1 { messages.append("「エフェクト(副作用)」 appears \(glossed) times: gloss it once") }
    return messages
  }

  @Test func effectIsGlossedOnceThenCalledEffect() {
    let chapters = documentation.markdownFiles.filter { Self.isJapaneseProse($0.key) }
      .filter { !$0.key.hasSuffix("/glossary.md") }.sorted { $0.key < $1.key }
      .map { (path: $0.key, text: $0.value) }
    for message in Self.strayEffectWords(in: chapters, prose: index.prose(of:)) {
      Issue.record("\(message)")
    }
  }

  @Test func aBareSideEffectIsCaught() {
    let chapters = [
      (path: "09.md", text: "## エフェクト(副作用)はここに\nインテントとその副作用"),
      (path: "11.md", text: "値としてのエフェクト"),
    ]
    #expect(Self.strayEffectWords(in: chapters) == ["09.md:2 says 「副作用」: use 「エフェクト」"])
  }
}
