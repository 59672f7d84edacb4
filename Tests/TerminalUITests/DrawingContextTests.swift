import Testing

@testable import TerminalUI

@MainActor
@Suite struct DrawingContextTests {
  private func makeContext(frame: FrameBuffer, origin: Point, size: Size) -> DrawingContext {
    DrawingContext(frame: frame, origin: origin, size: size, clip: frame.canvas.bounds)
  }

  @Test func drawsInTheViewsOwnCoordinates() {
    let frame = FrameBuffer(size: Size(width: 8, height: 3))
    let context = makeContext(
      frame: frame, origin: Point(x: 2, y: 1), size: Size(width: 4, height: 2))
    context.draw("ab", at: Point(x: 1, y: 1))
    #expect(frame.canvas.lines == ["", "", "   ab"])
    #expect(context.bounds == Rect(x: 0, y: 0, width: 4, height: 2))
  }

  @Test func clipsToTheViewsFrame() {
    let frame = FrameBuffer(size: Size(width: 8, height: 3))
    let context = makeContext(
      frame: frame, origin: Point(x: 2, y: 0), size: Size(width: 3, height: 1))
    let drawn = context.draw("abcdef", at: .zero)
    context.draw("below", at: Point(x: 0, y: 1))
    #expect(drawn == 3)
    #expect(frame.canvas.lines == ["  abc", "", ""])
  }

  @Test func subviewContextsAreClippedByTheirAncestors() {
    let frame = FrameBuffer(size: Size(width: 10, height: 2))
    let parent = makeContext(
      frame: frame, origin: Point(x: 1, y: 0), size: Size(width: 4, height: 1))
    let child = parent.context(for: Rect(x: 2, y: 0, width: 6, height: 1))
    child.draw("xyzw", at: .zero)
    #expect(frame.canvas.lines == ["   xy", ""])
    let hidden = parent.context(for: Rect(x: 9, y: 0, width: 3, height: 1))
    #expect(hidden.isClippedAway)
  }

  @Test func fillsOnlyTheView() {
    let frame = FrameBuffer(size: Size(width: 4, height: 2))
    let context = makeContext(
      frame: frame, origin: Point(x: 1, y: 1), size: Size(width: 2, height: 5))
    context.fill(style: Style(isInverse: true))
    #expect(frame.canvas[1, 1].style.isInverse)
    #expect(frame.canvas[2, 1].style.isInverse)
    #expect(!frame.canvas[3, 1].style.isInverse)
    #expect(!frame.canvas[1, 0].style.isInverse)
  }
}
