import Testing

@testable import TerminalUI

@Suite struct SanitizerTests {
  @Test func showsOSCClipboardSequenceAsHarmlessText() {
    let hostile = "\u{1B}]52;c;aGk=\u{07}"
    #expect(Sanitizer.sanitize(hostile) == "␛]52;c;aGk=␇")
  }

  @Test func replacesBidiControls() {
    #expect(Sanitizer.sanitize("abc\u{202E}fed") == "abc\u{FFFD}fed")
    for scalar in [0x202A, 0x202D, 0x2066, 0x2069, 0x200E, 0x200F, 0x061C] {
      let text = String(Character(Unicode.Scalar(UInt32(scalar)) ?? "x"))
      #expect(Sanitizer.sanitize(text) == "\u{FFFD}")
    }
  }

  @Test func replacesControlsInsideAGraphemeCluster() {
    #expect(Sanitizer.sanitize("a\r\nb") == "a␍␊b")
    #expect(Sanitizer.sanitize("\u{0}\u{1F}\u{7F}") == "␀␟␡")
    #expect(Sanitizer.sanitize("tab\there") == "tab here")
    #expect(Sanitizer.sanitize("c1\u{85}\u{9B}") == "c1\u{FFFD}\u{FFFD}")
  }

  @Test func returnsSafeTextUnchanged() {
    let safe = "検索 © … “swift” 👍🏽 e\u{301}"
    #expect(!Sanitizer.needsSanitizing(safe))
    #expect(Sanitizer.sanitize(safe) == safe)
    #expect(Sanitizer.needsSanitizing("\u{9B}"))
  }
}

/// Line and paragraph separators are line breaks a terminal may act on.
@Suite struct SanitizerSeparatorTests {
  @Test func replacesLineAndParagraphSeparatorsWithSpaces() {
    #expect(Sanitizer.sanitize("a\u{2028}b\u{2029}c") == "a b c")
    #expect(Sanitizer.needsSanitizing("\u{2028}"))
  }

  @Test func measuresEveryStringAsItsSanitizedSelf() {
    for text in [
      "\u{1B}[31m", "a\r\nb", "\u{7F}\u{85}\u{9B}", "\u{202E}x\u{202C}", "\u{2028}\u{2029}",
      "\t\0", "e\u{301}\u{1B}", "検\u{200F}索",
    ] {
      #expect(DisplayWidth.of(text) == DisplayWidth.of(Sanitizer.sanitize(text)), "\(text)")
    }
  }
}
