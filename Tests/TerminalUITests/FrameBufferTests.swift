import Testing

@testable import TerminalUI

@MainActor
@Suite struct FrameBufferTests {
  @Test func startsAsABlankCanvasOfItsSize() {
    let frame = FrameBuffer(size: Size(width: 3, height: 2))
    #expect(frame.canvas.size == Size(width: 3, height: 2))
    #expect(frame.canvas.lines == ["", ""])
  }

  @Test func keepsWhatContextsDrawIntoIt() {
    let frame = FrameBuffer(size: Size(width: 3, height: 1))
    let context = DrawingContext(
      frame: frame, origin: .zero, size: frame.canvas.size, clip: frame.canvas.bounds)
    context.draw("ab", at: .zero)
    #expect(frame.canvas.lines == ["ab"])
  }
}
