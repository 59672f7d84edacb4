import Foundation
import Testing

/// The tutorials come in two languages with the same code: every chapter exists in `en/` and
/// `ja/`, both show the same excerpts and diagrams in the same order, every excerpt says where
/// it comes from, and every link leads somewhere.
@Suite struct TutorialsTests {
  let documentation: Documentation

  init() throws {
    documentation = try Documentation.loaded.get()
  }

  /// The chapters of one language, by file name, with their paths.
  private func chapters(_ language: String) -> [String: String] {
    let folder = "Tutorials/\(language)/"
    var chapters: [String: String] = [:]
    // The glossary names the Japanese chapters' terms; it is no chapter and has no translation.
    for path in documentation.markdownFiles.keys
    where path.hasPrefix(folder) && path != "Tutorials/ja/glossary.md" {
      chapters[String(path.dropFirst(folder.count))] = path
    }
    return chapters
  }

  /// The code the page at `path` shows: its Swift and Mermaid blocks, in order.
  private func code(of path: String) -> [[String]] {
    (documentation.markdownBlocks[path] ?? [])
      .filter { ["swift", "mermaid"].contains($0.language) }
      .map { block in
        // A diagram's labels speak the page's language; its nodes and edges stay the same.
        block.lines.map { line in
          let end = line.utf8.lastIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
          let trimmed = end.map { String(decoding: line.utf8[...$0], as: UTF8.self) } ?? ""
          return block.language == "mermaid" && trimmed.utf8.contains(0x22)
            ? Self.maskingLabels(trimmed) : trimmed
        }
      }
  }

  /// A diagram's line with its quoted labels masked: each language's picture speaks its own
  /// language, while its nodes and edges stay the same.
  static func maskingLabels(_ line: String) -> String {
    line.replacing(quotedLabel, with: "\"…\"")
  }

  nonisolated(unsafe) private static let quotedLabel = #/"[^"]*"/#

  @Test func aTranslatedLabelIsTheSameDiagramButAnotherEdgeIsNot() {
    let english = #"    Tested -- "no" --> MVC["MVC"]"#
    #expect(
      Self.maskingLabels(english) == Self.maskingLabels(#"    Tested -- "しない" --> MVC["MVC"]"#))
    #expect(
      Self.maskingLabels(english) != Self.maskingLabels(#"    Tested -- "no" --> MVP["MVP"]"#))
  }

  @Test func everyChapterIsWrittenInBothLanguages() {
    let english = chapters("en")
    let japanese = chapters("ja")
    #expect(!english.isEmpty)
    #expect(Set(english.keys) == Set(japanese.keys))
  }

  @Test func bothLanguagesShowTheSameExcerptsAndDiagrams() {
    let japanese = chapters("ja")
    for (name, path) in chapters("en") {
      guard let translation = japanese[name] else { continue }
      let englishCode = code(of: path)
      let japaneseCode = code(of: translation)
      #expect(englishCode.count == japaneseCode.count, "\(name): not the same number of blocks")
      for (index, (block, other)) in zip(englishCode, japaneseCode).enumerated()
      where block != other {
        Issue.record("\(name): block \(index + 1) differs between en and ja")
      }
    }
  }

  @Test func everyExcerptSaysWhereItComesFrom() {
    for (path, blocks) in documentation.markdownBlocks where path.hasPrefix("Tutorials/") {
      for block in blocks where block.language == "swift" {
        let first = block.lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
        #expect(
          first.hasPrefix("// From "),
          "\(path):\(block.line): a Swift block must start with // From <path>")
      }
    }
  }

  @Test func linksLeadToFilesThatExist() {
    let link = #/\]\(([^)#\s]+)(?:#[^)]*)?\)/#
    for (path, text) in documentation.markdownFiles where path.hasPrefix("Tutorials/") {
      let folder = Documentation.root.appendingPathComponent(path).deletingLastPathComponent()
      for match in text.matches(of: link, startingWith: "](") {
        let target = String(match.output.1)
        guard !target.contains("://") else { continue }
        let url = folder.appendingPathComponent(target).standardizedFileURL
        #expect(
          FileManager.default.fileExists(atPath: url.path), "\(path) links to \(target)")
      }
    }
  }
}
