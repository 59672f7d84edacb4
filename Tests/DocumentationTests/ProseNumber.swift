import Foundation
import TestSupport

/// A number a learner reads in the prose of a Markdown file: outside the blocks the tools
/// generate, fenced code blocks and inline code spans.
struct ProseNumber: CustomStringConvertible {
  /// The file, by path from the package's root.
  let path: String
  /// The line, numbered from 1.
  let line: Int
  /// The number as written, such as `0.5`, `1,000` or `176`.
  let text: String
  /// The whole line, inline code included, which the checks read the number's context from.
  let lineText: String
  /// Where the number sits in `lineText`.
  let range: Range<String.Index>

  var description: String { "\(path):\(line): \(text) (“\(excerpt)”)" }

  /// The line's text around the number.
  var excerpt: String {
    let start = lineText.index(range.lowerBound, offsetBy: -40, limitedBy: lineText.startIndex)
    let end = lineText.index(range.upperBound, offsetBy: 40, limitedBy: lineText.endIndex)
    return lineText[(start ?? lineText.startIndex)..<(end ?? lineText.endIndex)]
      .trimmingCharacters(in: .whitespaces)
  }

  /// The text before the number on its line.
  var before: Substring { lineText[..<range.lowerBound] }
  /// The text after the number on its line.
  var after: Substring { lineText[range.upperBound...] }

  /// The number's value, with thousands separators dropped.
  var value: Double? { Double(text.replacing(",", with: "")) }

  /// Every number in the prose of `text`, the Markdown file at `path`.
  static func numbers(inFile path: String, text: String) -> [ProseNumber] {
    var numbers: [ProseNumber] = []
    var inBlock = false
    var inGenerated = false
    for (index, line) in text.newlineSeparatedLines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if opensGeneratedBlock(trimmed) {
        inGenerated = true
        continue
      }
      if closesGeneratedBlock(trimmed) {
        inGenerated = false
        continue
      }
      if trimmed.hasPrefix("```") {
        inBlock.toggle()
        continue
      }
      if inBlock || inGenerated || trimmed.hasPrefix("#") { continue }
      let lineText = String(line)
      let hidden = hiddenRanges(in: lineText)
      for match in lineText.matches(of: #/[0-9]+(?:[.,][0-9]+)*/#) {
        guard !hidden.contains(where: { $0.contains(match.range.lowerBound) }) else { continue }
        // A letter or digit right before the digits makes them part of a word: `UTF-8`'s 8 is
        // the word's, `S9` a rule id, `v2` a name.
        if match.range.lowerBound > lineText.startIndex {
          let previous = lineText[lineText.index(before: match.range.lowerBound)]
          if previous.isLetter && previous.isASCII || previous == "_" { continue }
        }
        numbers.append(
          ProseNumber(
            path: path, line: index + 1, text: String(match.output), lineText: lineText,
            range: match.range))
      }
    }
    return numbers
  }

  /// The parts of a line a learner does not read as prose: inline code, HTML comments, link
  /// targets, and the numbering of a list item.
  private static func hiddenRanges(in line: String) -> [Range<String.Index>] {
    var ranges = line.matches(of: #/`[^`]*`|<!--.*?-->|\]\([^)]*\)|<[^>]+>/#).map(\.range)
    if let item = line.firstMatch(of: #/^\s*(?:\*\*)?[0-9]+\.\s/#) { ranges.append(item.range) }
    return ranges
  }

  /// True for a line that opens a block a tool generates: `compare`'s, or the registry's table.
  static func opensGeneratedBlock(_ line: Substring) -> Bool {
    line.hasPrefix("<!-- compare ") || line.hasPrefix("<!-- compare:begin -->")
      || line.hasPrefix("<!-- architectures:begin -->")
  }

  /// True for a line that closes a block a tool generates.
  static func closesGeneratedBlock(_ line: Substring) -> Bool {
    line.hasPrefix("<!-- end compare") || line.hasPrefix("<!-- compare:end -->")
      || line.hasPrefix("<!-- architectures:end -->")
  }
}
