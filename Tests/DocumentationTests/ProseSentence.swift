import Foundation
import TestSupport

/// A sentence of a Markdown file's prose: outside fenced blocks and the blocks the tools
/// generate, with its inline code kept, for the checks that read what a sentence claims.
struct ProseSentence: CustomStringConvertible {
  /// The line the sentence starts on, numbered from 1.
  let line: Int
  /// The sentence, its lines joined by spaces.
  let text: String

  var description: String { "\(line): “\(text)”" }

  /// The sentence without its inline code and without the targets of its links: the words a
  /// reader reads, not the names and addresses between them.
  var words: String {
    text.replacing(#/`[^`]*`/#, with: "").replacing(#/\]\([^)]*\)/#, with: "]")
  }

  /// Every sentence of `text`, in order.
  ///
  /// A blank line, a heading, a list item or a table row ends a paragraph; an English sentence
  /// ends at `.`, `?` or `!` before a space, a Japanese one at `。`.
  static func sentences(in text: String) -> [ProseSentence] {
    var sentences: [ProseSentence] = []
    for paragraph in paragraphs(in: text) {
      var start = paragraph.line
      var current = ""
      // Which line each character of the joined paragraph came from.
      let joined = paragraph.lines.joined(separator: " ")
      var lineOfOffset: [Int] = []
      for (index, line) in paragraph.lines.enumerated() {
        lineOfOffset += Array(repeating: paragraph.line + index, count: line.count + 1)
      }
      var previous: Character = " "
      for (offset, character) in joined.enumerated() {
        if current.isEmpty {
          guard character != " " else { continue }
          start = lineOfOffset[min(offset, lineOfOffset.count - 1)]
        }
        current.append(character)
        let ends =
          character == "。"
          || (character == " " && [".", "?", "!"].contains(previous) && current.count > 2)
        if ends {
          sentences.append(
            ProseSentence(line: start, text: current.trimmingCharacters(in: .whitespaces)))
          current = ""
        }
        previous = character
      }
      if !current.trimmingCharacters(in: .whitespaces).isEmpty {
        sentences.append(
          ProseSentence(line: start, text: current.trimmingCharacters(in: .whitespaces)))
      }
    }
    return sentences
  }

  /// The paragraphs of `text` outside fenced and generated blocks: their lines and the line
  /// number of the first.
  private static func paragraphs(in text: String) -> [(line: Int, lines: [String])] {
    var paragraphs: [(line: Int, lines: [String])] = []
    var current: (line: Int, lines: [String])?
    var inBlock = false
    var inGenerated = false
    func close() {
      if let paragraph = current { paragraphs.append(paragraph) }
      current = nil
    }
    for (index, rawLine) in text.newlineSeparatedLines.enumerated() {
      let trimmed = rawLine.drop { $0 == " " || $0 == "\t" }
      if ProseNumber.opensGeneratedBlock(trimmed) || ProseNumber.closesGeneratedBlock(trimmed) {
        close()
        inGenerated = ProseNumber.opensGeneratedBlock(trimmed)
        continue
      }
      if trimmed.hasPrefix("```") {
        close()
        inBlock.toggle()
        continue
      }
      if inBlock || inGenerated { continue }
      let startsItem =
        trimmed.hasPrefix("#") || trimmed.hasPrefix("- ") || trimmed.hasPrefix("|")
        || trimmed.prefixMatch(of: #/\d+\. /#) != nil
      if trimmed.isEmpty || startsItem { close() }
      guard !trimmed.isEmpty else { continue }
      if current == nil { current = (index + 1, []) }
      current?.lines.append(String(trimmed))
      if trimmed.hasPrefix("#") || trimmed.hasPrefix("|") { close() }
    }
    close()
    return paragraphs
  }
}
