import Foundation
import Testing

/// The lists a learner navigates by are complete: every demo the package builds is named where
/// chapter 00 lists the demos, and every chapter is in chapter 00's table and in
/// `Tutorials/README.md`, in the folder's order.
@Suite struct ChapterListTests {
  let documentation: Documentation

  init() throws {
    documentation = try Documentation.loaded.get()
  }

  /// The demo executables `Package.swift` declares, in its order.
  var demos: [String] {
    documentation.packageManifest.matches(of: /\.executable\(name: "([a-z-]+-demo)"/)
      .map { String($0.output.1) }
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

/// The rules a learner reads are the rules the conformance suite checks: chapter 01's table
/// has a row for each, and the README's ranges (`D1–D4`) end at the last one.
@Suite struct RuleListTests {
  let documentation: Documentation

  init() throws {
    documentation = try Documentation.loaded.get()
  }

  /// The rule ids the conformance suite nests its scenarios in (`@Suite struct D4`).
  var checkedRules: Set<String> {
    var rules: Set<String> = []
    for (path, text) in documentation.testFiles where path.hasPrefix("Tests/ConformanceTests/") {
      for match in text.matches(of: /@Suite struct ([SDW][0-9]+)\b/) {
        rules.insert(String(match.output.1))
      }
    }
    return rules
  }

  @Test(arguments: ["en", "ja"])
  func chapterOneHasARowForEveryCheckedRule(_ language: String) throws {
    let text = try #require(
      documentation.markdownFiles["Tutorials/\(language)/01-the-screen-and-the-model.md"])
    let rows = Set(text.matches(of: /\n\| ([SDW][0-9]+) \|/).map { String($0.output.1) })
    #expect(checkedRules.count >= 19)
    #expect(checkedRules.subtracting(rows).sorted() == [])
  }

  @Test func theReadmesRangesEndAtTheLastCheckedRule() throws {
    let text = try #require(documentation.markdownFiles["README.md"])
      .replacing(/\s+/, with: " ")
    let ranges = text.matches(of: /\b([SDW])1–[SDW]([0-9]+) (?:on|for) the/)
    #expect(ranges.count == 3)
    for range in ranges {
      let letter = String(range.output.1)
      let last = checkedRules.filter { $0.hasPrefix(letter) }
        .compactMap { Int($0.dropFirst()) }.max()
      #expect(Int(range.output.2) == last, "README says \(letter)1–\(letter)\(range.output.2)")
    }
  }
}
