import Testing

@testable import TerminalUI

/// Characters that arrive together travel as one piece of text.
@Suite struct TerminalEventJoiningTests {
  @Test func joinsRunsOfPlainCharactersAndKeepsEverythingElse() {
    let events: [TerminalEvent] = [
      .press(.character("a")), .press(.character("検")), .press(.enter), .press(.character("x")),
      .key(KeyEvent(.character("y"), modifiers: .alt)), .press(.character("b")),
      .press(.character("c")), .paste("p"),
    ]
    #expect(
      TerminalEvent.joiningTypedText(events) == [
        .text("a検"), .press(.enter), .press(.character("x")),
        .key(KeyEvent(.character("y"), modifiers: .alt)), .text("bc"), .paste("p"),
      ])
  }

  @Test func joinsTenThousandKeystrokesIntoOneEvent() {
    var decoder = KeyDecoder()
    let typed = String(repeating: "swift ", count: 2_000)
    let events = TerminalEvent.joiningTypedText(decoder.decode(Array(typed.utf8)))
    #expect(events == [.text(typed)])
  }
}
