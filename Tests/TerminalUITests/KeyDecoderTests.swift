import Testing

@testable import TerminalUI

@Suite struct KeyDecoderTests {
  private static let escape = "\u{1B}"

  static let keySequences: [(ShownText, KeyEvent)] = [
    ("\r", KeyEvent(.enter)), ("\n", KeyEvent(.enter)), ("\r\n", KeyEvent(.enter)),
    ("\t", KeyEvent(.tab)), ("\u{1B}[Z", KeyEvent(.backTab)),
    ("\u{7F}", KeyEvent(.backspace)), ("\u{08}", KeyEvent(.backspace)),
    ("\u{01}", KeyEvent(.control("a"))), ("\u{03}", KeyEvent(.control("c"))),
    ("\u{15}", KeyEvent(.control("u"))), ("\u{1A}", KeyEvent(.control("z"))),
    ("\u{1B}x", KeyEvent(.character("x"), modifiers: .alt)),
    ("\u{1B}é", KeyEvent(.character("é"), modifiers: .alt)),
    ("\u{1B}\u{7F}", KeyEvent(.backspace, modifiers: .alt)),
    ("\u{1B}[A", KeyEvent(.up)), ("\u{1B}[B", KeyEvent(.down)),
    ("\u{1B}[C", KeyEvent(.right)), ("\u{1B}[D", KeyEvent(.left)),
    ("\u{1B}OA", KeyEvent(.up)), ("\u{1B}OD", KeyEvent(.left)),
    ("\u{1B}[1;5A", KeyEvent(.up, modifiers: .control)),
    ("\u{1B}[1;2B", KeyEvent(.down, modifiers: .shift)),
    ("\u{1B}[1;3C", KeyEvent(.right, modifiers: .alt)),
    ("\u{1B}[1;6D", KeyEvent(.left, modifiers: [.control, .shift])),
    ("\u{1B}\u{1B}[A", KeyEvent(.up, modifiers: .alt)),
    ("\u{1B}[H", KeyEvent(.home)), ("\u{1B}[F", KeyEvent(.end)),
    ("\u{1B}OH", KeyEvent(.home)), ("\u{1B}OF", KeyEvent(.end)),
    ("\u{1B}[1~", KeyEvent(.home)), ("\u{1B}[4~", KeyEvent(.end)),
    ("\u{1B}[7~", KeyEvent(.home)), ("\u{1B}[8~", KeyEvent(.end)),
    ("\u{1B}[3~", KeyEvent(.delete)), ("\u{1B}[3;5~", KeyEvent(.delete, modifiers: .control)),
    ("\u{1B}[5~", KeyEvent(.pageUp)), ("\u{1B}[6~", KeyEvent(.pageDown)),
    ("\u{1B}OP", KeyEvent(.function(1))), ("\u{1B}OS", KeyEvent(.function(4))),
    ("\u{1B}[1;2P", KeyEvent(.function(1), modifiers: .shift)),
    ("\u{1B}[11~", KeyEvent(.function(1))), ("\u{1B}[15~", KeyEvent(.function(5))),
    ("\u{1B}[17~", KeyEvent(.function(6))), ("\u{1B}[21~", KeyEvent(.function(10))),
    ("\u{1B}[23~", KeyEvent(.function(11))), ("\u{1B}[24~", KeyEvent(.function(12))),
    ("\u{1B}[[A", KeyEvent(.function(1))), ("\u{1B}OM", KeyEvent(.enter)),
  ]

  @Test(arguments: keySequences)
  func decodesKeySequenceSplitAnywhere(sequence: ShownText, event: KeyEvent) {
    expectDecoding(Array(sequence.text.utf8), as: [.key(event)])
  }

  @Test(
    arguments: [
      "\u{1B}[2~", "\u{1B}[?1049h", "\u{1B}[<0;10;5M", "\u{1B}[I", "\u{1B}[99;99;99;99X",
      "\u{1B}[201~", "\u{1B}O5x",
    ] as [ShownText])
  func swallowsUnknownSequenceWhole(sequence: ShownText) {
    expectDecoding(Array((sequence.text + "k").utf8), as: [.press(.character("k"))])
  }

  @Test func decodesTextOfManyScriptsSplitAnywhere() {
    let text = "a検索ｱé😀!"
    expectDecoding(Array(text.utf8), as: text.map { .press(.character($0)) })
  }

  @Test func groupsScalarsOfOneReadIntoGraphemeClusters() {
    var decoder = KeyDecoder()
    let events = decoder.decode(Array("e\u{301}👍🏽👨‍👩‍👧".utf8))
    #expect(events == ["é", "👍🏽", "👨‍👩‍👧"].map { .press(.character($0)) })
  }

  @Test func replacesMalformedUTF8() {
    expectDecoding(
      [0xFF, 0x41, 0xE6, 0x41, 0xC3, 0x1B, 0x5B, 0x41],
      as: [
        .press(.character("\u{FFFD}")), .press(.character("A")), .press(.character("\u{FFFD}")),
        .press(.character("A")), .press(.character("\u{FFFD}")), .press(.up),
      ])
  }

  @Test func tellsEscapeFromAltByTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isWaitingForEscapeTimeout)
    #expect(decoder.flush() == [.press(.escape)])
    #expect(!decoder.isWaitingForEscapeTimeout)
    #expect(decoder.decode(Array("x".utf8)) == [.press(.character("x"))])
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.decode(Array("x".utf8)) == [.key(KeyEvent(.character("x"), modifiers: .alt))])
    #expect(decoder.flush().isEmpty)
  }

  @Test func settlesEscapeBracketAsAltBracketAfterTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.isWaitingForEscapeTimeout)
    #expect(decoder.flush() == [.key(KeyEvent(.character("["), modifiers: .alt))])
    #expect(decoder.decode(Array("\u{1B}\u{1B}".utf8)).isEmpty)
    #expect(decoder.flush() == [.press(.escape), .press(.escape)])
  }

  @Test func readsASequenceWithParametersSplitAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[1;".utf8)).isEmpty)
    #expect(decoder.isWaitingForEscapeTimeout)
    #expect(decoder.decode(Array("5A".utf8)) == [.key(KeyEvent(.up, modifiers: .control))])
  }

  @Test func givesUpASequenceLeftUnfinishedAfterTheTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[1;".utf8)).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(!decoder.isWaitingForEscapeTimeout)
    #expect(decoder.decode(Array("5A".utf8)) == [.press(.character("5")), .press(.character("A"))])
  }

  @Test func decodesBracketedPasteLiterallyWithNormalizedNewlines() {
    let bytes = Array("x\u{1B}[200~one\r\ntwo\rthree\n\u{1B}[Afour\u{1B}[201~y".utf8)
    expectDecoding(
      bytes,
      as: [
        .press(.character("x")), .paste("one\ntwo\nthree\n\u{1B}[Afour"), .press(.character("y")),
      ])
  }

  @Test func decodesLongPasteSplitAcrossManyReadsAsOneEvent() {
    let content = String(repeating: "検索 swift!\r\n", count: 2_000)
    let bytes = Array(("\u{1B}[200~" + content + "\u{1B}[201~").utf8)
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    for start in stride(from: 0, to: bytes.count, by: 7) {
      events += decoder.decode(bytes[start..<min(start + 7, bytes.count)])
    }
    let expected = String(repeating: "検索 swift!\n", count: 2_000)
    #expect(expected.count == 20_000)
    #expect(events == [.paste(expected)])
  }
}

/// Input a hostile paste or a confused terminal sends: every complete sequence the decoder
/// does not understand is consumed and dropped, a paste is bounded, and Ctrl-C always gets
/// through.
@Suite struct KeyDecoderHostileInputTests {
  @Test func endsAnUnterminatedPasteWhenInputGoesQuiet() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~abc".utf8)).isEmpty)
    #expect(decoder.isWaitingForEndOfString)
    #expect(!decoder.isWaitingForEscapeTimeout)
    #expect(decoder.flush() == [.paste("abc")])
    #expect(!decoder.isWaitingForEndOfString)
    #expect(decoder.decode(Array("x".utf8)) == [.press(.character("x"))])
  }

  @Test func letsCtrlCThroughAPaste() {
    var decoder = KeyDecoder()
    let events = decoder.decode(Array("\u{1B}[200~ab\u{03}cd".utf8))
    #expect(
      events == [
        .paste("ab"), .press(.control("c")), .press(.character("c")), .press(.character("d")),
      ])
  }

  @Test func keepsOnlyTheFirstPartOfAHugePaste() {
    var decoder = KeyDecoder()
    let huge = String(doubling: "検", count: 100_000)
    let events = decoder.decode(Array("\u{1B}[200~\(huge)\u{1B}[201~k".utf8))
    guard case .paste(let text) = events.first else {
      Issue.record("expected a paste, got \(events)")
      return
    }
    #expect(text.utf8.count <= KeyDecoder.maximumPasteLength)
    #expect(text.utf8.count > KeyDecoder.maximumPasteLength - 4)
    #expect(text.allSatisfy { $0 == "検" }, "cut between characters, never inside one")
    #expect(events.dropFirst() == [.press(.character("k"))])
  }

  @Test(
    arguments: [
      "\u{1B}]0;evil title\u{07}", "\u{1B}]52;c;cm0gLXJmIH4=\u{1B}\\", "\u{1B}Pq#0;2;0;0;0\u{1B}\\",
      "\u{1B}_Gf=100;AAAA\u{1B}\\", "\u{1B}^private\u{1B}\\", "\u{1B}Xstart of string\u{07}",
      "\u{1B}]8;;https://example.com\u{1B}\\", "\u{1B}[M !!", "\u{1B}[M\u{7F}\u{7F}\u{7F}",
      "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m", "\u{1B}[32;10;5M", "\u{1B}]0;abort\u{18}",
    ] as [ShownText])
  func consumesAndDropsSequencesItDoesNotUnderstand(sequence shown: ShownText) {
    let sequence = shown.text
    expectDecoding(
      Array(("a" + sequence + "k").utf8),
      as: [.press(.character("a")), .press(.character("k"))])
  }

  @Test func consumesAnX10MouseReportWithBytesPastASCII() {
    expectDecoding(
      [0x61] + Array("\u{1B}[M".utf8) + [0x20, 0xFF, 0xC3] + [0x6B],
      as: [.press(.character("a")), .press(.character("k"))])
  }

  @Test func endsAControlStringAtAnEscapeThatStartsAKey() {
    expectDecoding(
      Array("\u{1B}]0;title\u{1B}[Ak".utf8), as: [.press(.up), .press(.character("k"))])
  }

  @Test("Ctrl-C after an unfinished mouse report or console key quits at once")
  func letsCtrlCThroughAnUnfinishedSequence() {
    expectDecoding(
      Array("ab\u{1B}[M\u{03}".utf8),
      as: [.press(.character("a")), .press(.character("b")), .press(.control("c"))])
    expectDecoding(
      Array("ab\u{1B}[[\u{03}".utf8),
      as: [.press(.character("a")), .press(.character("b")), .press(.control("c"))])
  }

  @Test("an unfinished mouse report or console key is given up after the timeout")
  func givesUpAnUnfinishedMouseReportAfterTheTimeout() {
    for prefix in ["\u{1B}[M", "\u{1B}[M ", "\u{1B}[["] {
      var decoder = KeyDecoder()
      #expect(decoder.decode(Array(prefix.utf8)).isEmpty)
      #expect(decoder.isWaitingForEscapeTimeout, "\(prefix.debugDescription)")
      #expect(decoder.flush().isEmpty)
      #expect(
        decoder.decode(Array("xy".utf8)) == [.press(.character("x")), .press(.character("y"))])
    }
  }

  @Test func letsCtrlCThroughAControlString() {
    expectDecoding(
      Array("\u{1B}]0;title\u{03}k".utf8),
      as: [.press(.control("c")), .press(.character("k"))])
  }

  @Test func dropsAnUnterminatedControlStringWhenInputGoesQuiet() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}]0;never ends".utf8)).isEmpty)
    #expect(decoder.isWaitingForEndOfString)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("x".utf8)) == [.press(.character("x"))])
  }

  @Test func dropsTypedC1Controls() {
    expectDecoding(
      Array("a\u{9B}31m\u{9D}b".utf8),
      as: ["a", "3", "1", "m", "b"].map { .press(.character($0)) })
  }
}

/// Feeds `bytes` whole, split in two at every position, and byte by byte, and expects the same
/// events each time.
private func expectDecoding(
  _ bytes: [UInt8], as expected: [TerminalEvent],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var splits: [[ArraySlice<UInt8>]] = [[bytes[...]]]
  for cut in 1..<max(1, bytes.count) {
    splits.append([bytes[..<cut], bytes[cut...]])
  }
  splits.append(bytes.indices.map { bytes[$0...$0] })
  for parts in splits {
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    for part in parts {
      events += decoder.decode(part)
    }
    events += decoder.flush()
    #expect(
      events == expected, "split into \(parts.map(\.count)) bytes", sourceLocation: sourceLocation)
  }
}
