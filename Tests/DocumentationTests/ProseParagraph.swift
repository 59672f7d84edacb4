import TestSupport

/// A paragraph of a Markdown file's prose, outside fenced blocks and the blocks the tools
/// generate: what the checks read a sentence or a number's context from.
///
/// A blank line ends a paragraph; a heading, a list item and a table row start one, and a
/// heading and a table row are a paragraph of their own.
struct ProseParagraph {
  /// The line the paragraph starts on, numbered from 1.
  let line: Int
  /// Its lines, each without its indentation.
  let lines: [String]

  /// The paragraph's lines joined by newlines.
  var text: String { lines.joined(separator: "\n") }

  /// True for a heading, which no sentence of the prose runs into.
  var isHeading: Bool { lines.first?.hasPrefix("#") == true }

  /// True for a list item or a table row.
  var startsItem: Bool {
    guard let first = lines.first?[...] else { return false }
    return first.hasPrefix("- ") || first.hasPrefix("|") || Self.startsNumberedItem(first)
  }

  /// The paragraphs of `text`, in order.
  static func paragraphs(in text: String) -> [ProseParagraph] {
    var paragraphs: [ProseParagraph] = []
    var current: (line: Int, lines: [String])?
    var inBlock = false
    var inGenerated = false
    func close() {
      if let paragraph = current {
        paragraphs.append(ProseParagraph(line: paragraph.line, lines: paragraph.lines))
      }
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
        || startsNumberedItem(trimmed)
      if trimmed.isEmpty || startsItem { close() }
      guard !trimmed.isEmpty else { continue }
      if current == nil { current = (index + 1, []) }
      current?.lines.append(String(trimmed))
      if trimmed.hasPrefix("#") || trimmed.hasPrefix("|") { close() }
    }
    close()
    return paragraphs
  }

  /// True for a line that starts an item of a numbered list: digits, a dot and a space.
  static func startsNumberedItem(_ line: Substring) -> Bool {
    let digits = line.utf8.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    let rest = line.utf8.dropFirst(digits.count)
    return !digits.isEmpty && rest.starts(with: ". ".utf8)
  }
}
