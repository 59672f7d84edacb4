import Testing

@testable import TerminalUI

@Suite struct CanvasHashableTests {
  @Test func comparesWhatCellsShowNotHowClustersAreNumbered() {
    let size = Size(width: 6, height: 1)
    var first = Canvas(size: size)
    first.draw("e\u{301}👍🏽", at: .zero)
    var second = Canvas(size: size)
    second.draw("👨‍👩‍👧", at: .zero)
    second.draw("e\u{301}👍🏽", at: .zero)
    #expect(first.clusters != second.clusters)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
  }

  @Test func tellsDifferentContentAndSizesApart() {
    var first = Canvas(size: Size(width: 4, height: 1))
    first.draw("ab", at: .zero)
    var second = Canvas(size: Size(width: 4, height: 1))
    second.draw("ab", at: .zero, style: Style(isBold: true))
    #expect(first != second)
    #expect(Canvas(size: Size(width: 4, height: 1)) != Canvas(size: Size(width: 1, height: 4)))
  }
}
