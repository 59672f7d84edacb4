import Comparison
import Testing

@Suite struct TerminalStyleTests {
  @Test func paintsOnlyWithColors() {
    #expect(TerminalStyle(colors: false).removed("x") == "x")
    #expect(TerminalStyle(colors: true).added("x") == "\u{1B}[32mx\u{1B}[0m")
    #expect(TerminalStyle(colors: true).heading("") == "")
  }

  @Test func makesControlCharactersInFilesVisible() {
    let diff = FileDiff(old: "a\n", new: "\u{1B}]52;c;evil\u{7}\n")
    let text = diff.unified(oldName: "a", newName: "b", style: TerminalStyle(colors: false))
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{7}"))
  }

  @Test func wrapsByColumnsNeverSplittingAWideCharacter() {
    let diff = FileDiff(old: "", new: "検索検索検\n")
    let text = diff.sideBySide(
      oldName: "a", newName: "b", width: 37, style: TerminalStyle(colors: false))
    #expect(text.contains("   1 + 検索検索検"))
    let narrow = diff.sideBySide(
      oldName: "a", newName: "b", width: 29, style: TerminalStyle(colors: false))
    #expect(narrow.contains("   1 + 検索検"))
    #expect(narrow.contains("      + 索検"))
  }
}
