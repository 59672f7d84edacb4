import Testing

@testable import TerminalUI

@Suite struct GeometryTests {
  @Test func intersectsOverlappingRectangles() {
    let first = Rect(x: 0, y: 0, width: 10, height: 5)
    let second = Rect(x: 5, y: 2, width: 10, height: 10)
    #expect(first.intersection(second) == Rect(x: 5, y: 2, width: 5, height: 3))
    #expect(first.intersection(Rect(x: 20, y: 0, width: 1, height: 1)).isEmpty)
  }

  @Test func containsOnlyPointsInside() {
    let rect = Rect(x: 1, y: 1, width: 2, height: 2)
    #expect(rect.contains(Point(x: 1, y: 1)))
    #expect(rect.contains(Point(x: 2, y: 2)))
    #expect(!rect.contains(Point(x: 3, y: 1)))
    #expect(rect.maxX == 3 && rect.maxY == 3)
  }
}
