import Testing

@testable import TerminalUI

/// A window onto taller content.
@MainActor
@Suite struct ScrollViewTests {
  private func makeScrollView(lines: Int) -> ScrollView {
    let label = Label(text: (1...lines).map { "line \($0)" }.joined(separator: "\n"))
    label.numberOfLines = 0
    return ScrollView(contentView: label)
  }

  @Test func showsTheTopWithAMarkWhenMoreIsBelow() {
    let canvas = makeScrollView(lines: 10).snapshot(size: Size(width: 12, height: 3))
    #expect(canvas.lines == ["line 1", "line 2", "line 3     ▼"])
  }

  @Test func scrollsByRowsAndPagesWithinTheContent() {
    let scrollView = makeScrollView(lines: 10)
    _ = scrollView.snapshot(size: Size(width: 12, height: 3))
    #expect(scrollView.scroll(for: KeyEvent(.down)))
    #expect(scrollView.scroll(for: KeyEvent(.pageDown)))
    var canvas = scrollView.snapshot(size: Size(width: 12, height: 3))
    #expect(canvas.lines == ["line 4     ▲", "line 5", "line 6     ▼"])
    #expect(scrollView.scroll(for: KeyEvent(.end)))
    canvas = scrollView.snapshot(size: Size(width: 12, height: 3))
    #expect(canvas.lines == ["line 8     ▲", "line 9", "line 10"])
    #expect(!scrollView.scroll(by: 1), "already at the end")
    #expect(scrollView.scroll(for: KeyEvent(.home)))
    #expect(scrollView.snapshot(size: Size(width: 12, height: 3)).lines[0] == "line 1")
  }

  @Test func handsBackKeysWhenTheContentFits() {
    let scrollView = makeScrollView(lines: 2)
    let canvas = scrollView.snapshot(size: Size(width: 12, height: 3))
    #expect(canvas.lines == ["line 1", "line 2", ""])
    #expect(!scrollView.scroll(for: KeyEvent(.down)))
    #expect(!scrollView.scroll(for: KeyEvent(.character("o"))))
  }

  @Test func scrollsToTheEndWhenAsked() {
    let scrollView = makeScrollView(lines: 10)
    _ = scrollView.snapshot(size: Size(width: 12, height: 3))
    scrollView.scrollToEnd()
    #expect(scrollView.snapshot(size: Size(width: 12, height: 3)).lines.last == "line 10")
  }

  @Test func laysOutAHugeContentOnlyAsFarAsTheLimit() {
    let label = Label(text: String(doubling: "word ", count: 2_000_000))
    label.numberOfLines = 0
    let scrollView = ScrollView(contentView: label)
    _ = scrollView.snapshot(size: Size(width: 40, height: 5))
    #expect(scrollView.contentHeight == ScrollView.maximumContentHeight)
  }
}
