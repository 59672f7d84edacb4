import Foundation
import TestSupport

/// A fenced code block in a Markdown file: ```` ```swift ```` … ```` ``` ````.
struct MarkdownBlock {
  /// The word after the opening fence, such as `swift` or `mermaid`.
  let language: String
  /// The lines between the fences.
  let lines: [String]
  /// The line number of the opening fence, from 1.
  let line: Int

  /// Every fenced block in `text`, in order.
  static func blocks(in text: String) -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    var open: (language: String, line: Int, lines: [String])?
    for (index, line) in text.newlineSeparatedLines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("```") {
        if let current = open {
          blocks.append(
            MarkdownBlock(language: current.language, lines: current.lines, line: current.line))
          open = nil
        } else {
          open = (trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces), index + 1, [])
        }
      } else if open != nil {
        open?.lines.append(String(line))
      }
    }
    return blocks
  }

  /// The lines of a Markdown text outside fenced blocks, numbered from 1, with inline code
  /// removed.
  static func prose(of text: String) -> [(number: Int, line: String)] {
    var inBlock = false
    var lines: [(number: Int, line: String)] = []
    for (index, line) in text.newlineSeparatedLines.enumerated() {
      if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("```") {
        inBlock.toggle()
      } else if !inBlock {
        lines.append((index + 1, withoutInlineCode(line)))
      }
    }
    return lines
  }

  /// `line` without its spans of inline code, `` `like this` ``; an unclosed backtick stays.
  static func withoutInlineCode(_ line: Substring) -> String {
    guard line.utf8.contains(UInt8(ascii: "`")) else { return String(line) }
    var kept = ""
    var rest = line[...]
    // Backticks found byte by byte: a backtick is one byte, and no character has to be read.
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "`")) {
      guard let close = rest.utf8[rest.utf8.index(after: open)...].firstIndex(of: UInt8(ascii: "`"))
      else { break }
      kept += rest[..<open]
      rest = rest[rest.index(after: close)...]
    }
    return kept + rest
  }
}
