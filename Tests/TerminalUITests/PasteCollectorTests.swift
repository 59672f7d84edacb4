import Testing

@testable import TerminalUI

@Suite struct PasteCollectorTests {
  @Test func endsOnlyAtTheFullEndMarker() {
    var collector = PasteCollector()
    let bytes = Array("a\u{1B}[20b\u{1B}\u{1B}[201~".utf8)
    let endings = bytes.map { collector.consume($0) }
    #expect(endings.last == true)
    #expect(endings.dropLast().allSatisfy { !$0 })
    #expect(collector.finish() == "a\u{1B}[20b\u{1B}")
  }

  @Test func normalizesLineBreaksAndReplacesMalformedUTF8() {
    var collector = PasteCollector()
    for byte in Array("1\r\n2\r3\n".utf8) + [0xFF] {
      _ = collector.consume(byte)
    }
    #expect(collector.finish() == "1\n2\n3\n\u{FFFD}")
    #expect(collector.finish() == "")
  }
}
