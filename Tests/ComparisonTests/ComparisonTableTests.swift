import Comparison
import Foundation
import Testing

@Suite struct ComparisonTableTests {
  let profiles: [ArchitectureProfile]

  init() throws {
    profiles = try ProfileReader.profiles(
      of: [FakePackage.split, FakePackage.single], in: FakePackage.tree)
  }

  @Test func hasOneColumnPerArchitectureAndEveryQuestion() {
    let table = ComparisonTable(profiles: profiles, language: .english)
    #expect(table.columns == ["Split", "Single"])
    #expect(table.rows.count == Concern.allCases.count + 6 + Layer.allCases.count + 2)
    #expect(table.rows.allSatisfy { $0.cells.count == 2 && $0.cells.allSatisfy { !$0.isEmpty } })
  }

  @Test func rendersMarkdownWithCodeAndLineBreaksInCells() {
    let markdown = ComparisonTable(profiles: profiles, language: .english).markdown
    let lines = markdown.split(separator: "\n")
    #expect(lines[0] == "| where / what | Split | Single |")
    #expect(lines[1] == "| --- | --- | --- |")
    #expect(
      lines.contains(
        "| paging (S9) | `SearchPresenter.loadNextPage()` | "
          + "`SearchViewController.searchBarSearchButtonClicked(_:)` |"))
    #expect(
      lines.contains {
        $0.hasPrefix("| weak references | `SearchPresenter.view` → `SearchOutput` | none |")
      })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "| creates the screens | `Assembly.makeSearchScreen()`<br>`SearchViewController")
      })
  }

  @Test func rendersTextOneBlockPerQuestionWithoutBackticks() {
    let text = ComparisonTable(profiles: profiles, language: .english).text
    #expect(!text.contains("`"))
    #expect(
      text.contains(
        """
        tests without the UI
          Split    2 (SplitPresentationTests)
          Single   none: no non-UI module
        """))
  }

  @Test func speaksJapanese() {
    let markdown = ComparisonTable(profiles: profiles, language: .japanese).markdown
    #expect(markdown.hasPrefix("| 観点 | Split | Single |"))
    #expect(markdown.contains("| ページング (S9) |"))
    #expect(markdown.contains("| 弱参照 (weak) | `SearchPresenter.view` → `SearchOutput` | なし |"))
    #expect(markdown.contains("UI 以外のモジュールなし (1 モジュール: `RepositorySearch`"))
  }

  @Test func writesTheProfilesAsJSON() throws {
    let json = ComparisonTable.json(of: profiles)
    let decoded = try JSONDecoder().decode([ArchitectureProfile].self, from: Data(json.utf8))
    #expect(decoded == profiles)
    #expect(json.contains("\"file\" : \"Sources/Split/Presentation/SearchPresenter.swift\""))
  }

  @Test func saysWhichScreensTheToolkitHolds() throws {
    let tree = GraphReaderTests.treeWithSharedModules()
    let profiles = try ProfileReader.profiles(of: [FakePackage.split], in: tree)
    let english = ComparisonTable(profiles: profiles, language: .english).markdown
    #expect(
      english.contains(
        "`NavigationController.stack` → `DetailViewController` (held by the toolkit)"))
    let japanese = ComparisonTable(profiles: profiles, language: .japanese).markdown
    #expect(
      japanese.contains("`NavigationController.stack` → `DetailViewController` (ツールキットが保持)"))
  }

  @Test func escapesPipesInMarkdownCells() {
    var table = ComparisonTable(profiles: profiles, language: .english)
    table.rows[0].cells[0] = ["a | b"]
    #expect(table.markdown.contains("a \\| b"))
  }
}
