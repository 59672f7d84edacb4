import Foundation
import Registry
import Testing

/// The lists a learner navigates by are complete: every demo of an architecture the kit ships is
/// named where chapter 00 lists the demos, and every chapter is in chapter 00's table and in
/// `Tutorials/README.md`, in the folder's order.
@Suite struct ChapterListTests {
  let documentation: Documentation

  init() throws {
    documentation = try Documentation.loaded.get()
  }

  /// The demo executables of the architectures the kit ships (an added one is not in the
  /// chapters: see `Registry.added`).
  var demos: [String] {
    Registry.shipped.map(\.executable)
  }

  /// The chapters of one language, in the folder's order: `NN-….md`, then the study session.
  func chapters(_ language: String) -> [String] {
    let prefix = "Tutorials/\(language)/"
    let names = documentation.markdownFiles.keys.filter { $0.hasPrefix(prefix) }
      .map { String($0.dropFirst(prefix.count)) }
    return names.filter { $0.first?.isNumber == true }.sorted() + ["study-session.md"]
  }

  /// The files a document links to, in the order it links them, from the link targets `(x.md)`.
  func links(in text: String) -> [String] {
    text.matches(of: /\]\((?:[a-z]+\/)?([0-9a-z-]+\.md)\)/).map { String($0.output.1) }
  }

  @Test(arguments: ["en", "ja"])
  func chapterZeroNamesEveryDemo(_ language: String) throws {
    let text = try #require(
      documentation.markdownFiles["Tutorials/\(language)/00-how-to-use-this-kit.md"])
    #expect(demos.count >= 8)
    for demo in demos {
      #expect(text.contains("`\(demo)`"), "chapter 00 (\(language)) does not name \(demo)")
    }
  }

  @Test(arguments: ["en", "ja"])
  func chapterZeroListsEveryChapterInOrder(_ language: String) throws {
    let text = try #require(
      documentation.markdownFiles["Tutorials/\(language)/00-how-to-use-this-kit.md"])
    let table = text.split(separator: "\n").filter { $0.hasPrefix("| [") }.joined(separator: "\n")
    let expected = chapters(language).filter { $0 != "00-how-to-use-this-kit.md" }
    #expect(links(in: table) == expected)
  }

  @Test(arguments: ["en", "ja"])
  func theTutorialsIndexListsEveryChapterInOrder(_ language: String) throws {
    let text = try #require(documentation.markdownFiles["Tutorials/README.md"])
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains(".md)") }
    let column = rows.flatMap { row in
      links(in: String(row)).isEmpty ? [] : [row]
    }.compactMap { row in
      row.matches(of: /\]\(([a-z]+)\/([0-9a-z-]+\.md)\)/)
        .first { $0.output.1 == language }.map { String($0.output.2) }
    }
    #expect(column == chapters(language))
  }

  @Test func theJapaneseGlossaryIsLinkedFromTheIndexAndChapterZero() throws {
    let index = try #require(documentation.markdownFiles["Tutorials/README.md"])
    let zero = try #require(documentation.markdownFiles["Tutorials/ja/00-how-to-use-this-kit.md"])
    #expect(index.contains("(ja/glossary.md)"))
    #expect(zero.contains("(glossary.md)"))
  }
}
