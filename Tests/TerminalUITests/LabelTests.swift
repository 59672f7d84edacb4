import Testing

@testable import TerminalUI

@MainActor
@Suite struct LabelTests {
  @Test func truncatesOneLineWithAnEllipsis() {
    let label = Label(text: "hello world")
    #expect(label.snapshot(size: Size(width: 8, height: 2)).lines == ["hello w…", ""])
  }

  @Test func wrapsAllLinesWhenUnlimited() {
    let label = Label(text: "the quick brown fox")
    label.numberOfLines = 0
    #expect(label.sizeThatFits(Size(width: 10, height: 10)) == Size(width: 9, height: 2))
    #expect(
      label.snapshot(size: Size(width: 10, height: 3)).lines == ["the quick", "brown fox", ""])
  }

  @Test func cutsTheLastAllowedLineWithAnEllipsis() {
    let label = Label(text: "one two three four five")
    label.numberOfLines = 2
    #expect(label.lines(fittingWidth: 9, maximumLines: 2) == ["one two", "three fo…"])
    #expect(
      label.snapshot(size: Size(width: 9, height: 5)).lines.prefix(2) == ["one two", "three fo…"])
  }

  @Test func measuresNoMoreRowsThanItIsOffered() {
    let label = Label(text: String(doubling: "word ", count: 200_000))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(Size(width: 20, height: 3)) == Size(width: 20, height: 3))
    let lines = label.lines(fittingWidth: 20, maximumLines: 3)
    #expect(lines == ["word word word word", "word word word word", "word word word word…"])
    let short = Label(text: "one two three four five six")
    short.numberOfLines = 0
    #expect(short.sizeThatFits(Size(width: 9, height: 0)).height == 4, "height 0: no limit")
  }

  @Test func cutsToTheRowsItIsGiven() {
    let label = Label(text: "alpha beta gamma")
    label.numberOfLines = 0
    #expect(label.snapshot(size: Size(width: 6, height: 2)).lines == ["alpha", "beta…"])
  }

  @Test func lineBreaksStartLinesWhenWrappingAndBecomeSpacesOtherwise() {
    let label = Label(text: "first\nsecond")
    #expect(label.lines(fittingWidth: 20, maximumLines: 1) == ["first second"])
    #expect(label.lines(fittingWidth: 20, maximumLines: .max) == ["first", "second"])
  }

  @Test func alignsEachLine() {
    let label = Label(text: "ab")
    label.textAlignment = .right
    #expect(label.snapshot(size: Size(width: 5, height: 1)).lines == ["   ab"])
    label.textAlignment = .center
    #expect(label.snapshot(size: Size(width: 6, height: 1)).lines == ["  ab"])
  }

  @Test func measuresWideCharactersInColumns() {
    let label = Label(text: "検索")
    #expect(label.sizeThatFits(Size(width: 10, height: 1)) == Size(width: 4, height: 1))
    #expect(label.snapshot(size: Size(width: 3, height: 1)).lines == ["検…"])
  }

  @Test func anEmptyLabelStillTakesOneLine() {
    #expect(Label().sizeThatFits(Size(width: 10, height: 5)) == Size(width: 0, height: 1))
  }

  @Test func drawsInItsStyle() {
    let label = Label(text: "x", style: Style(isBold: true))
    #expect(label.snapshot(size: Size(width: 2, height: 1))[0, 0].style.isBold)
  }
}
