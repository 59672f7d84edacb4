import Comparison
import Testing

/// `compare table --write` on the package as a learner who edits the pages leaves it: every
/// embedded table, the figures a trade-offs row quotes and the counts a sentence states are
/// written again from the code, each page in its language, and nothing else of a page changes.
///
/// Decided in process, on the package with the learner's edits held in memory. Each page is
/// refreshed on its own: a test that plants a change re-checks the pages it changed, the others
/// being the package's own, refreshed once (``fresh``).
@Suite struct TablePagesTests {
  /// What `compare table --write` leaves in `tree`'s pages (only those of `paths`, when given),
  /// by path.
  static func written(in tree: any FileTree, only paths: Set<String>? = nil) async throws
    -> [String: String]
  {
    let profiles = try EmbeddedTableTests.profiles.get()
    let pages = try await TablePages.refreshed(in: tree, profiles: profiles, only: paths)
    return Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0.text) })
  }

  /// The pages as the code gives them now, whether or not the package's are current.
  static let fresh = Task { try await written(in: PackageFiles.tree) }

  /// The README's table and a Japanese chapter's, both stale, and a trade-offs row's figures,
  /// each regenerated in its page's language: one command for every table and what quotes it.
  @Test func everyEmbeddedTableIsRegeneratedInItsPagesLanguage() async throws {
    let fresh = try await Self.fresh.value
    var package = EditedPackage()
    for page in ["README.md", "Tutorials/ja/13-choosing.md"] {
      let text = try #require(fresh[page])
      let begin = try #require(text.range(of: "<!-- compare:begin -->"))
      let row = try #require(text.range(of: "\n| ", range: begin.upperBound..<text.endIndex))
      var planted = text.replacingCharacters(in: row, with: "\n| stale row |\n| ")
      // The figures a trade-offs row quotes from the table, typed wrong.
      if page.hasSuffix("-choosing.md") {
        planted = planted.split(separator: "\n", omittingEmptySubsequences: false).map { line in
          guard line.hasPrefix("| MVC ([") else { return String(line) }
          var cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
          cells[3] = " 1 / 2 / 3 / 4 / 5 "
          return cells.joined(separator: "|")
        }.joined(separator: "\n")
        #expect(planted.contains("| 1 / 2 / 3 / 4 / 5 |"))
      }
      package.edits[page] = planted
    }
    let written = try await Self.written(in: package, only: Set(package.edits.keys))
    #expect(written.keys.sorted() == package.edits.keys.sorted())
    for (page, planted) in package.edits {
      #expect(planted != fresh[page])
      #expect(written[page] == fresh[page], "\(page) holds the table the code gives")
    }
    let profiles = try EmbeddedTableTests.profiles.get()
    for (page, language) in [
      ("README.md", Language.english), ("Tutorials/ja/13-choosing.md", .japanese),
    ] {
      let table = ComparisonTable(profiles: profiles, language: language).markdown
      #expect(written[page]?.contains(table) == true, "\(page) holds the table in \(language)")
    }
  }

  /// A count of the code a sentence states, typed wrong, is written again with the tables, in
  /// the sentence, and nothing else of the page changes.
  @Test func aCountASentenceStatesIsWrittenAgainWithTheTables() async throws {
    let fresh = try await Self.fresh.value
    let page = "Sources/MVC/README.md"
    let text = try #require(fresh[page])
    let stated = try #require(text.firstMatch(of: #/the architecture \((\d+) lines\)/#))
    let typed = stated.output.1 == "1" ? "2" : "1"
    let package = EditedPackage(
      edits: [page: text.replacing(stated.output.0, with: "the architecture (\(typed) lines)")])
    let written = try await Self.written(in: package, only: [page])
    #expect(written == [page: text], "the page is as the code gives it, the rest of it unchanged")
  }
}
