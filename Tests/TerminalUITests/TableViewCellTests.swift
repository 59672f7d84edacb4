import Testing

@testable import TerminalUI

@MainActor
@Suite struct TableViewCellTests {
  @Test func defaultStyleTruncatesTheTextBeforeTheAccessory() {
    let cell = TableViewCell()
    cell.textLabel.text = "apple/swift-collections"
    cell.detailTextLabel.text = "not shown"
    cell.accessoryText = "★ 1.2k"
    let canvas = cell.snapshot(size: Size(width: 20, height: 1))
    #expect(canvas.lines == [" apple/swif… ★ 1.2k"])
  }

  @Test func subtitleStyleShowsTheDetailDimmedOnTheSecondLine() {
    let cell = TableViewCell(style: .subtitle)
    cell.textLabel.text = "title"
    cell.detailTextLabel.text = "a long description of the row"
    let canvas = cell.snapshot(size: Size(width: 16, height: 2))
    #expect(canvas.lines == [" title", " a long descri…"])
    #expect(canvas[2, 1].style.isDim)
    #expect(!canvas[2, 0].style.isDim)
  }

  @Test func value1StyleShowsTheDetailOnTheRight() {
    let cell = TableViewCell(style: .value1)
    cell.textLabel.text = "Stars"
    cell.detailTextLabel.text = "67k"
    #expect(cell.snapshot(size: Size(width: 12, height: 1)).lines == [" Stars  67k"])
  }

  @Test func theTrailingTextTakesAtMostHalfTheLineWhenTheTextIsLong() {
    let cell = TableViewCell()
    cell.textLabel.text = String(repeating: "x", count: 30)
    cell.accessoryText = String(repeating: "y", count: 30)
    let line = cell.snapshot(size: Size(width: 22, height: 1)).lines[0]
    #expect(line == " xxxxxxxx… yyyyyyyyy…")
  }

  @Test func aSelectedCellIsUnderlinedOutsideAFocusedTable() {
    let cell = TableViewCell(style: .subtitle)
    cell.textLabel.text = "title"
    cell.detailTextLabel.text = "detail"
    cell.isSelected = true
    let canvas = cell.snapshot(size: Size(width: 10, height: 2))
    #expect(canvas[1, 0].style.isUnderlined)
    #expect(!canvas[1, 1].style.isUnderlined)
    #expect(!canvas[1, 0].style.isInverse)
  }

  @Test func keepsItsLabelsStylesWhenDrawn() {
    let cell = TableViewCell()
    cell.textLabel.text = "bold"
    cell.textLabel.style = Style(isBold: true)
    cell.accessoryText = "a"
    cell.accessoryStyle = Style(foreground: .yellow)
    let canvas = cell.snapshot(size: Size(width: 10, height: 1))
    #expect(canvas[1, 0].style.isBold)
    #expect(canvas[8, 0].style.foreground == .yellow)
  }
}

/// Text is measured as it will be drawn, after its controls are replaced.
@MainActor
@Suite struct TableViewCellHostileTextTests {
  @Test func measuresControlsAsTheCharactersThatReplaceThem() {
    let cell = TableViewCell()
    cell.textLabel.text = String(repeating: "\u{1B}", count: 10) + "abcdefgh"
    cell.accessoryText = "★ 1"
    let canvas = cell.snapshot(size: Size(width: 20, height: 1))
    #expect(canvas.lines == [" ␛␛␛␛␛␛␛␛␛␛abc… ★ 1"])
  }

  @Test("a row shows a line break as a space, as a one-line label does")
  func showsLineBreaksAsSpaces() {
    let cell = TableViewCell(style: .subtitle)
    cell.textLabel.text = "owner/\nname"
    cell.detailTextLabel.text = "a\rb\nc\r\nd\u{0}e\u{7F}f"
    let canvas = cell.snapshot(size: Size(width: 30, height: 2))
    #expect(canvas.lines == [" owner/ name", " a b c d␀e␡f"])
    let label = Label(text: cell.detailTextLabel.text)
    #expect(label.snapshot(size: Size(width: 30, height: 1)).lines == ["a b c d␀e␡f"])
  }

  @Test func keepsBidiControlsAndLineSeparatorsFromShiftingTheColumns() {
    let cell = TableViewCell()
    cell.textLabel.text = "\u{202E}\u{2066}\u{200F}\u{2028}\u{2029}abcdefghijklmnop"
    cell.accessoryText = "★ 1"
    let line = cell.snapshot(size: Size(width: 20, height: 1)).lines[0]
    #expect(line == " ���  abcdefgh… ★ 1")
  }
}
