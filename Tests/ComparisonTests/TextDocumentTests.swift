import Comparison
import Foundation
import Testing

/// Reading a text file the way the tools that write it back read it.
@Suite struct TextDocumentTests {
  @Test func keepsEachKindOfLineEndingAndTheLastLineBreak() throws {
    for text in ["a\nb\n", "a\r\nb\r\n", "a\nb", "a\r\nb", "", "one line"] {
      let document = try TextDocument(path: "README.md", text: text)
      #expect(Array(document.data) == Array(text.utf8), "\(text.debugDescription)")
      #expect(!document.lines.contains { $0.contains("\r") || $0.contains("\n") })
    }
    #expect(try TextDocument(path: "README.md", text: "a\r\nb\r\n").lines == ["a", "b", ""])
    #expect(
      try TextDocument(path: "README.md", text: "a\r\nb\r\n").lineEnding
        == .carriageReturnLineFeed)
  }

  @Test func aByteThatIsNotUTF8IsRefusedWithItsLine() {
    var bytes = Array("# Title\n\nCaf".utf8)
    bytes += [0xE9]  // "é" in Latin-1
    bytes += Array(" au lait\n".utf8)
    #expect(throws: ComparisonError("README.md:3: byte 0xE9 is not UTF-8 text")) {
      try TextDocument(path: "README.md", bytes: bytes)
    }
  }

  @Test func bothLineEndingsInOneFileAreRefusedWithTheLineThatDiffers() {
    #expect(
      throws: ComparisonError(
        "README.md:3: ends its line with LF, the lines above with CRLF; "
          + "make them one or the other")
    ) {
      try TextDocument(path: "README.md", text: "a\r\nb\r\nc\nd\r\n")
    }
  }

  @Test func japaneseAndEmojiAreText() throws {
    let text = "日本語の見出し 🧭\r\n本文\r\n"
    #expect(try TextDocument(path: "ja.md", text: text).lines == ["日本語の見出し 🧭", "本文", ""])
  }
}
