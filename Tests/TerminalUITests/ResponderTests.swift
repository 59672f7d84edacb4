import Testing

@testable import TerminalUI

@MainActor
@Suite struct ResponderTests {
  private final class Counter: Responder {
    var keys: [Key] = []

    override func keyPressed(_ event: KeyEvent) -> Bool {
      keys.append(event.key)
      return event.key == .enter
    }
  }

  @Test func aPlainResponderHandlesNothingAndHasNoNext() {
    let responder = Responder()
    #expect(!responder.keyPressed(KeyEvent(.enter)))
    #expect(!responder.paste("text"))
    #expect(responder.next == nil)
  }

  @Test func subclassesDecideWhichKeysTheyHandle() {
    let responder = Counter()
    #expect(responder.keyPressed(KeyEvent(.enter)))
    #expect(!responder.keyPressed(KeyEvent(.escape)))
    #expect(responder.keys == [.enter, .escape])
  }
}
