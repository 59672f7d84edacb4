import SplitScreen
import TerminalUI
import Testing

@Suite struct PaneLayoutTests {
  @Test func theStripTakesAThirdOfThePaneUnderTheScreen() {
    let layout = PaneLayout(pane: Rect(x: 81, y: 0, width: 78, height: 45), hasStrip: true)
    #expect(layout.screen == Rect(x: 81, y: 0, width: 78, height: 30))
    #expect(layout.strip == Rect(x: 81, y: 30, width: 78, height: 15))
  }

  @Test func aPaneWithoutAStripIsAllScreen() {
    let pane = Rect(x: 0, y: 0, width: 78, height: 45)
    #expect(PaneLayout(pane: pane, hasStrip: false).screen == pane)
    #expect(PaneLayout(pane: pane, hasStrip: false).strip == nil)
  }

  @Test func onAShortTerminalTheStripGivesUpRowsBeforeTheScreen() {
    let layout = PaneLayout(pane: Rect(x: 0, y: 0, width: 60, height: 13), hasStrip: true)
    #expect(layout.screen.height == SplitLayout.minimumPaneHeight)
    #expect(layout.strip == Rect(x: 0, y: 10, width: 60, height: 3))
  }

  @Test func theStripIsLeftOutWhenItsTitleAndOneLineDoNotFit() {
    for height in [0, 1, 5, 10, 11] {
      let pane = Rect(x: 0, y: 0, width: 60, height: height)
      let layout = PaneLayout(pane: pane, hasStrip: true)
      #expect(layout.strip == nil, "height \(height)")
      #expect(layout.screen == pane)
    }
    let smallest = PaneLayout(pane: Rect(x: 0, y: 0, width: 60, height: 12), hasStrip: true)
    #expect(smallest.strip?.height == PaneLayout.minimumStripHeight)
  }
}
