import Testing

@testable import TerminalUI

@Suite struct TextAlignmentTests {
  @Test func placesALineWithinItsWidth() {
    #expect(TextAlignment.left.offset(forLineWidth: 3, in: 10) == 0)
    #expect(TextAlignment.center.offset(forLineWidth: 3, in: 10) == 3)
    #expect(TextAlignment.right.offset(forLineWidth: 3, in: 10) == 7)
  }

  @Test func neverStartsBeforeTheLeftEdge() {
    #expect(TextAlignment.center.offset(forLineWidth: 12, in: 10) == 0)
    #expect(TextAlignment.right.offset(forLineWidth: 12, in: 10) == 0)
  }
}
