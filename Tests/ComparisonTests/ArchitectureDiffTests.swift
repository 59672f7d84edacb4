import Comparison
import Testing

@Suite struct ArchitectureDiffTests {
  let diff = ArchitectureDiff(
    old: FakePackage.single, new: FakePackage.split, tree: FakePackage.tree)
  let plain = TerminalStyle(colors: false)

  @Test func pairsTheFoldersFilesLeavingTheDeclarationsOut() {
    #expect(diff.pairing.pairs.map(\.role) == ["SearchViewController", "README.md"])
    #expect(
      diff.pairing.onlyNew == [
        "Demo/main.swift", "Presentation/SearchPresenter.swift", "UI/Assembly.swift",
        "UI/Router.swift",
      ])
    #expect(diff.pairing.onlyOld.isEmpty)
  }

  @Test func summarizesRolesAndLinesChanged() {
    let summary = diff.summary(style: plain)
    #expect(
      summary == """
        Single → Split: roles in both (lines removed, added)
          UI/SearchViewController.swift  -5 +14
          README.md                      -2 +2
        only in Single: none
        only in Split: Demo/main.swift, Presentation/SearchPresenter.swift, UI/Assembly.swift, \
        UI/Router.swift
        changed lines of code: \(diff.stepSize.total)

        """)
    // The last line is what `compare path` counts for the step, and what a chapter quotes.
    #expect(diff.stepSize.total > 0)
    #expect(diff.embeddedSummary == "```text\n" + summary + "```\n")
  }

  @Test("side by side, no line passes the width, the summary and names included")
  func keepsEveryLineWithinTheWidth() {
    for width in [40, 57, 80] {
      let text = diff.rendered(layout: .sideBySide(width: width), style: plain)
      let widest = text.split(separator: "\n").map(\.count).max()
      #expect((widest ?? 0) <= width, "at --width \(width)")
      #expect(text.contains("UI/Router.swift"), "a long list goes on below, not cut")
    }
  }

  /// A reader comes for the code: the diffs go code, then tests, then the README.
  @Test func showsTheCodeThenTheTestsThenTheProse() {
    let tree = InMemoryFileTree(files: [
      "Sources/Old/README.md": "# Old\n",
      "Sources/New/README.md": "# New\n",
      "Sources/Old/UI/SearchViewController.swift": "let a = 1\n",
      "Sources/New/UI/SearchViewController.swift": "let a = 2\n",
      "Tests/OldTests/SearchViewControllerTests.swift": "let t = 1\n",
      "Tests/NewTests/SearchViewControllerTests.swift": "let t = 2\n",
      "Tests/NewPresentationTests/SearchPresenterTests.swift": "let p = 1\n",
    ])
    let diff = ArchitectureDiff(
      old: ComparedArchitecture(name: "Old", folder: "Old"),
      new: ComparedArchitecture(name: "New", folder: "New"), tree: tree)
    let text = diff.rendered(layout: .unified, style: plain)
    let heads = text.split(separator: "\n").filter { $0.hasPrefix("--- ") }
    #expect(
      heads == [
        "--- Sources/Old/UI/SearchViewController.swift",
        "--- Tests/OldTests/SearchViewControllerTests.swift",
        "--- Sources/Old/README.md",
      ])
    #expect(diff.stepSize.total == 2, "tests and prose do not count against a step")
  }

  @Test func printsTheSummaryThenEveryRoleThatDiffers() throws {
    let text = diff.rendered(layout: .unified, style: plain)
    #expect(text.hasPrefix(diff.summary(style: plain)))
    #expect(text.contains("--- Sources/Single/README.md\n+++ Sources/Split/README.md\n"))
    #expect(text.contains("--- Sources/Single/UI/SearchViewController.swift\n"))
    let pair = try #require(diff.pairing.pair(named: "SearchViewController"))
    #expect(diff.rendered(pair, layout: .sideBySide(width: 100), style: plain).contains(" │ "))
  }
}
