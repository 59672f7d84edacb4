import Foundation
import Testing

/// The Japanese chapters head their sections as the English ones do: a section the English
/// chapters head alike ("Trade-offs", "Who holds whom, drawn from the code", "Check your
/// understanding") has one Japanese heading in every chapter, so that a reader finds the same
/// section under the same name.
@Suite struct HeadingTests {
  let index: DocumentationIndex
  var documentation: Documentation { index.documentation }

  init() throws {
    index = try DocumentationIndex.shared.get()
  }

  /// The `## ` headings of the chapter at `path`, outside fenced blocks, in order.
  func headings(of path: String) -> [String] {
    index.prose(of: path).map(\.line).filter { $0.hasPrefix("## ") }
      .map { String($0.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
  }

  /// The English and Japanese headings of every chapter, paired in order, by chapter.
  func pairs() -> [(chapter: String, english: String, japanese: String)] {
    var pairs: [(chapter: String, english: String, japanese: String)] = []
    for path in documentation.markdownFiles.keys.sorted()
    where path.hasPrefix("Tutorials/en/") {
      let chapter = String(path.dropFirst("Tutorials/en/".count))
      guard documentation.markdownFiles["Tutorials/ja/" + chapter] != nil else { continue }
      for (english, japanese) in zip(headings(of: path), headings(of: "Tutorials/ja/" + chapter)) {
        pairs.append((chapter, english, japanese))
      }
    }
    return pairs
  }

  @Test func everyChapterHasAsManySectionsInBothLanguages() {
    for path in documentation.markdownFiles.keys where path.hasPrefix("Tutorials/en/") {
      let translation = "Tutorials/ja/" + path.dropFirst("Tutorials/en/".count)
      guard documentation.markdownFiles[translation] != nil else { continue }
      #expect(
        headings(of: path).count == headings(of: translation).count,
        "\(path) and \(translation) have a different number of sections")
    }
  }

  @Test func sectionsHeadedAlikeInEnglishAreHeadedAlikeInJapanese() {
    let byEnglish = Dictionary(grouping: pairs(), by: \.english)
    for (english, pairs) in byEnglish.sorted(by: { $0.key < $1.key }) {
      let japanese = Set(pairs.map(\.japanese))
      guard japanese.count > 1 else { continue }
      let uses = japanese.sorted().map { heading in
        let chapters = pairs.filter { $0.japanese == heading }.map { $0.chapter.prefix(2) }
        return "「\(heading)」 in \(chapters.joined(separator: ", "))"
      }
      Issue.record(
        "“\(english)” has \(japanese.count) Japanese headings: \(uses.joined(separator: "; "))")
    }
  }
}
