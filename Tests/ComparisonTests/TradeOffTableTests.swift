import Comparison
import Foundation
import Registry
import Testing

/// The choosing chapter's trade-offs rows: one per architecture the kit ships in each language, their two
/// figure columns written by `compare table --write` (and held to it by
/// `EmbeddedTableTests/everyEmbeddedTableIsCurrent()`), every other cell left as written.
@Suite struct TradeOffTableTests {
  @Test func everyChoosingChapterHasARowForEveryArchitecture() throws {
    let tree = PackageFiles.tree
    var rows = 0
    for language in ["en", "ja"] {
      let path = try #require(
        tree.files(under: "Tutorials/\(language)").first(where: TradeOffRows.isChoosingChapter))
      let lines = try #require(tree.contents(of: path)).components(separatedBy: "\n")
      for architecture in Registry.shipped {
        #expect(
          TradeOffRows.quoted(architecture.name, in: lines) != nil,
          """
          \(path) has no trade-offs row for \(architecture.name): add one, or move it from \
          Registry.shipped to Registry.added
          """)
        rows += 1
      }
    }
    #expect(rows == 2 * Registry.shipped.count)
  }

  @Test func aRowIsReadByItsName() {
    let lines = [
      "| | tests | lines |",
      "| MVP ([03](03-passive-view-mvp.md)) | 22 | 138 / 167 / 0 / 0 / 37 | the presenter |",
      "| MVP + Router ([04](04-mvp-router.md)) | 25 | 1 / 2 / 3 / 4 / 5 | a router |",
    ]
    #expect(TradeOffRows.quoted("MVP", in: lines)?.lines == "138 / 167 / 0 / 0 / 37")
    #expect(TradeOffRows.quoted("MVP + Router", in: lines)?.tests == "25")
    #expect(TradeOffRows.quoted("MVC", in: lines) == nil)
  }

  /// The two figures come from the profile, in the chapter's language; the reading cells and
  /// every other line stay as written.
  @Test func aRewriteChangesTheFiguresAndNothingElse() throws {
    let profiles = try EmbeddedTableTests.profiles.get()
    let mvp = try #require(profiles.first { $0.name == "MVP" })
    let mvc = try #require(profiles.first { $0.name == "MVC" })
    let text = """
      | | tests | lines | reading |
      | MVC ([02](02-apple-mvc.md)) | 7 | 1 / 2 / 3 / 4 / 5 | the controller, alone |
      | MVP ([03](03-passive-view-mvp.md)) | 99 | 9 / 9 / 9 / 9 / 9 | the presenter |
      The MVP row is read by its name.
      """
    let chapters = [
      (path: "Tutorials/en/13-choosing.md", none: "none"),
      (path: "Tutorials/ja/13-choosing.md", none: "なし"),
    ]
    for (path, none) in chapters {
      let document = try TextDocument(path: path, text: text)
      let lines = TradeOffRows.rewritten(document, profiles: profiles).lines
      let figures = TradeOffRows.figures(of: mvp, japanese: none != "none")
      let row = "| MVP ([03](03-passive-view-mvp.md)) | \(figures.tests) | \(figures.lines) |"
      #expect(lines[2] == row + " the presenter |")
      #expect(lines[1].hasSuffix("| the controller, alone |"))
      let mvcTests = mvc.testsWithoutUI.map(String.init) ?? none
      #expect(TradeOffRows.quoted("MVC", in: lines)?.tests == mvcTests)
      #expect(lines[3] == "The MVP row is read by its name.")
    }
    let readme = try TextDocument(path: "README.md", text: text)
    #expect(TradeOffRows.rewritten(readme, profiles: profiles) == readme)
  }
}
