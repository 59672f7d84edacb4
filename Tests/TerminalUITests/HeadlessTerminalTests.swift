import Testing

@testable import TerminalUI

@MainActor
@Suite struct HeadlessTerminalTests {
  @Test func keepsTheLastPresentedFrameAsLines() {
    let terminal = HeadlessTerminal(size: Size(width: 6, height: 2))
    #expect(terminal.lastFrame == nil)
    #expect(terminal.lines.isEmpty)

    var first = Canvas(size: terminal.size)
    first.draw("one", at: .zero)
    var second = Canvas(size: terminal.size)
    second.draw("two", at: Point(x: 1, y: 1))
    terminal.present(first)
    terminal.present(second)

    #expect(terminal.lines == ["", " two"])
    #expect(terminal.lastFrame == second)
    #expect(terminal.presentCount == 2)
  }

  @Test func deliversSentEventsInOrderUntilFinished() async {
    let terminal = HeadlessTerminal(size: Size(width: 10, height: 4))
    terminal.send(.press(.character("a")))
    terminal.send(.paste("hello"))
    terminal.resize(to: Size(width: 20, height: 5))
    terminal.finish()

    var received: [TerminalEvent] = []
    for await event in terminal.events {
      received.append(event)
    }

    #expect(
      received == [
        .press(.character("a")), .paste("hello"), .resize(Size(width: 20, height: 5)),
      ])
  }

  @Test func resizeChangesTheSize() {
    let terminal = HeadlessTerminal(size: Size(width: 10, height: 4))
    terminal.resize(to: Size(width: 3, height: 1))
    #expect(terminal.size == Size(width: 3, height: 1))
  }

  @Test func tracksWhetherItIsStarted() throws {
    let terminal = HeadlessTerminal(size: Size(width: 10, height: 4))
    #expect(!terminal.isStarted)
    try terminal.start()
    #expect(terminal.isStarted)
    terminal.stop()
    terminal.stop()
    #expect(!terminal.isStarted)
  }
}
