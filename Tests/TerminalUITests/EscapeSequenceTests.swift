import Testing

@testable import TerminalUI

@Suite struct EscapeSequenceTests {
  private func sequence(_ parameters: String, _ final: Character) -> EscapeSequence {
    EscapeSequence(
      introducer: .controlSequence, parameters: Array(parameters.utf8),
      final: final.asciiValue ?? 0)
  }

  @Test func readsXtermModifierCodes() {
    #expect(EscapeSequence.modifiers(fromCode: 1) == [])
    #expect(EscapeSequence.modifiers(fromCode: 2) == .shift)
    #expect(EscapeSequence.modifiers(fromCode: 3) == .alt)
    #expect(EscapeSequence.modifiers(fromCode: 5) == .control)
    #expect(EscapeSequence.modifiers(fromCode: 8) == [.shift, .alt, .control])
    #expect(EscapeSequence.modifiers(fromCode: 9) == .alt)
  }

  @Test func mapsParametersAndFinalByteToKeys() {
    #expect(sequence("", "A").keyEvent == KeyEvent(.up))
    #expect(sequence("1;5", "H").keyEvent == KeyEvent(.home, modifiers: .control))
    #expect(sequence("6;2", "~").keyEvent == KeyEvent(.pageDown, modifiers: .shift))
    #expect(sequence("2", "~").keyEvent == nil)
    #expect(sequence("<0;1;1", "M").keyEvent == nil)
  }

  @Test func recognizesPasteStart() {
    #expect(sequence("200", "~").isPasteStart)
    #expect(!sequence("201", "~").isPasteStart)
    #expect(!sequence("200", "A").isPasteStart)
  }
}
