import TerminalUI
import Testing

@MainActor
@Suite struct ViewSnapshotTests {
  @Test func laysTheViewOutAtTheSizeAndKeepsThatFrame() {
    let label = Label(text: "hello world")
    label.numberOfLines = 0
    let canvas = label.snapshot(size: Size(width: 6, height: 3))
    #expect(canvas.size == Size(width: 6, height: 3))
    #expect(canvas.lines == ["hello", "world", ""])
    #expect(label.frame == Rect(x: 0, y: 0, width: 6, height: 3))
  }

  @Test func drawsTheSubviewsTooThroughThePublicAPIAlone() {
    let stack = StackView()
    stack.addArrangedSubview(Label(text: "top"))
    stack.addArrangedSubview(Label(text: "bottom"))
    #expect(stack.snapshot(size: Size(width: 8, height: 2)).lines == ["top", "bottom"])
  }
}
