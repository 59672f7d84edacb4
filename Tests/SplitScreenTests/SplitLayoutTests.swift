import SplitScreen
import TerminalUI
import Testing

@Suite struct SplitLayoutTests {
  @Test func wideTerminalsPutThePanesSideBySide() {
    let layout = SplitLayout(size: Size(width: 160, height: 40))
    #expect(layout.orientation == .leftRight)
    #expect(
      layout.panes == [
        Rect(x: 0, y: 0, width: 78, height: 40), Rect(x: 81, y: 0, width: 78, height: 40),
      ])
    #expect(layout.divider == Rect(x: 79, y: 0, width: 1, height: 40))
  }

  @Test func narrowTerminalsStackThem() {
    let layout = SplitLayout(size: Size(width: 100, height: 50))
    #expect(layout.orientation == .topBottom)
    #expect(
      layout.panes == [
        Rect(x: 0, y: 0, width: 100, height: 24), Rect(x: 0, y: 25, width: 100, height: 24),
      ])
    #expect(layout.divider == Rect(x: 0, y: 24, width: 100, height: 1))
  }

  @Test func shortTerminalsStaySideBySideEvenWhenNarrow() {
    #expect(SplitLayout(size: Size(width: 80, height: 20)).orientation == .leftRight)
    #expect(SplitLayout(size: Size(width: 80, height: 21)).orientation == .topBottom)
  }

  @Test func theSmallestTerminalsStillSplitWithoutNegativeSizes() {
    for size in [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 3, height: 2)] {
      let layout = SplitLayout(size: size)
      #expect(layout.panes.allSatisfy { $0.width >= 0 && $0.height >= 0 })
    }
  }
}

extension SplitLayoutTests {
  @Test func aSinglePaneTakesTheWholeTerminalWithoutADivider() {
    let layout = SplitLayout(size: Size(width: 90, height: 30), paneCount: 1)
    #expect(layout.panes == [Rect(x: 0, y: 0, width: 90, height: 30)])
    #expect(layout.divider.isEmpty)
  }
}
