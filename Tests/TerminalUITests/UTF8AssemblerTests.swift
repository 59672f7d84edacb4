import Testing

@testable import TerminalUI

@Suite struct UTF8AssemblerTests {
  @Test func assemblesScalarsOfEveryLength() {
    for text in ["a", "é", "検", "😀"] {
      var assembler = UTF8Assembler()
      let outcomes = text.utf8.map { assembler.consume($0) }
      #expect(outcomes.last == .scalar(text.unicodeScalars[text.unicodeScalars.startIndex]))
      #expect(outcomes.dropLast().allSatisfy { $0 == .incomplete })
      #expect(!assembler.isIncomplete)
    }
  }

  @Test func rejectsOverlongFormsAndSurrogates() {
    var assembler = UTF8Assembler()
    // 0xE0 0x80 would start an overlong form; 0xED 0xA0 a surrogate.
    #expect(assembler.consume(0xE0) == .incomplete)
    #expect(assembler.consume(0x80) == .malformed(isByteConsumed: false))
    #expect(assembler.consume(0xED) == .incomplete)
    #expect(assembler.consume(0xA0) == .malformed(isByteConsumed: false))
    #expect(assembler.consume(0xC0) == .malformed(isByteConsumed: true))
    #expect(assembler.consume(0xF5) == .malformed(isByteConsumed: true))
  }

  @Test func reportsTheByteThatInterruptedASequence() {
    var assembler = UTF8Assembler()
    #expect(assembler.consume(0xE6) == .incomplete)
    #expect(assembler.consume(0x1B) == .malformed(isByteConsumed: false))
    #expect(!assembler.isIncomplete)
    #expect(assembler.consume(0x1B) == .scalar("\u{1B}"))
  }
}
