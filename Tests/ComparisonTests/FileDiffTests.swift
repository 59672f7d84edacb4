import Comparison
import Testing

@Suite struct FileDiffTests {
  let diff = FileDiff(
    old: (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n",
    new: (1...20).map { $0 == 10 ? "changed 10" : "line \($0)" }.joined(separator: "\n")
      + "\nline 21\n")

  /// Lines split at each line break, whatever precedes or follows it (an accent, a combining
  /// mark, a wide character), and a tab shown as four spaces; "\r\n", one character, is not a
  /// line break of its own.
  @Test func splitsLinesAtEachLineBreakAsCharactersDo() {
    let text = "é\n\u{301}x\n検\tt\n\n"
    #expect(FileDiff(old: text, new: "").oldLines == ["é", "\u{301}x", "検    t", ""])
    #expect(FileDiff(old: "a\r\nb\nc", new: "").oldLines == ["a\r\nb", "c"])
  }

  @Test func countsLinesRemovedAndAdded() {
    #expect(diff.removedCount == 1)
    #expect(diff.addedCount == 2)
  }

  @Test func groupsChangesIntoHunksWithContext() {
    let hunks = diff.hunks(context: 3)
    #expect(hunks.count == 2)
    #expect(hunks[0].oldRange == 6..<13)
    #expect(hunks[0].newRange == 6..<13)
    #expect(hunks[1].oldRange == 17..<20)
    #expect(hunks[1].newRange == 17..<21)
    #expect(diff.hunks(context: 6).count == 1, "hunks close together merge")
  }

  @Test func printsTheUnifiedFormat() {
    let text = diff.unified(
      oldName: "a.swift", newName: "b.swift", style: TerminalStyle(colors: false))
    #expect(
      text.hasPrefix(
        """
        --- a.swift
        +++ b.swift
        @@ -7,7 +7,7 @@
         line 7
         line 8
         line 9
        -line 10
        +changed 10
         line 11
        """))
    #expect(text.contains("@@ -18,3 +18,4 @@\n line 18\n line 19\n line 20\n+line 21\n"))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func colorsOnlyWhenAsked() {
    let colored = diff.unified(oldName: "a", newName: "b", style: TerminalStyle(colors: true))
    #expect(colored.contains("\u{1B}[31m-line 10\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[32m+changed 10\u{1B}[0m"))
  }

  /// `left` padded to a half of `width` columns, the divider, then `right`.
  private func row(_ left: String, _ right: String, width: Int) -> String {
    let half = (width - 3) / 2
    return left + String(repeating: " ", count: half - left.count) + " │ " + right
  }

  @Test func showsAReplacementOnOneRowSideBySide() {
    let text = diff.sideBySide(
      oldName: "a.swift", newName: "b.swift", width: 61, style: TerminalStyle(colors: false))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == row("a.swift", "b.swift", width: 61))
    #expect(lines[1] == "@@ -7,7 +7,7 @@")
    #expect(lines.contains(row("  10 - line 10", "  10 + changed 10", width: 61)))
    #expect(lines.contains(row("   9   line 9", "   9   line 9", width: 61)))
    #expect(lines.contains(row("", "  21 + line 21", width: 61)))
    #expect(lines.allSatisfy { $0.count <= 61 })
  }

  @Test func wrapsLongLinesSideBySide() {
    let diff = FileDiff(old: "short\n", new: String(repeating: "x", count: 30) + "\n")
    let text = diff.sideBySide(
      oldName: "a", newName: "b", width: 41, style: TerminalStyle(colors: false))
    // Each half is 19 columns: a 7-column gutter, then 12 of text.
    let twelve = String(repeating: "x", count: 12)
    let expected: [String] = [
      row("   1 - short", "   1 + " + twelve, width: 41),
      row("", "     + " + twelve, width: 41),
      row("", "     + " + String(repeating: "x", count: 6), width: 41),
    ]
    let lines: [String] = text.split(separator: "\n").dropFirst(2).map(String.init)
    #expect(lines == expected)
  }
}
