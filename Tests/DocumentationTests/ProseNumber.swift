import Comparison
import Foundation
import TestSupport

/// What patterns found in one paragraph, by pattern: the ranges of their groups, found the first
/// time a number of the paragraph asks, so that a paragraph of many numbers is searched once per
/// pattern.
///
/// `@unchecked Sendable`: the table is kept under `lock`.
final class ParagraphMatches: @unchecked Sendable {
  private let lock = NSLock()
  private var groups: [String: [Range<String.Index>]] = [:]

  /// The ranges of the groups of the pattern `key`, found by `find` the first time.
  func groups(of key: String, _ find: () -> [Range<String.Index>]) -> [Range<String.Index>] {
    if let known = lock.withLock({ groups[key] }) { return known }
    let found = find()
    lock.withLock { groups[key] = found }
    return found
  }
}

/// A number a learner reads in the prose of a Markdown file: outside the blocks the tools
/// generate, fenced code blocks, headings and inline code spans.
struct ProseNumber: CustomStringConvertible {
  /// The file, by path from the package's root.
  let path: String
  /// The line, numbered from 1.
  let line: Int
  /// The number as written, such as `0.5`, `1,000`, `176` or `ninety-seven`.
  let text: String
  /// The paragraph the number is in (``ProseParagraph``), its lines joined by newlines and
  /// its inline code kept: the checks read the number's context from it, so that a sentence
  /// that breaks its line reads as one.
  let paragraph: String
  /// Where the number sits in `paragraph`.
  let range: Range<String.Index>
  /// The paragraph in lower case, its line breaks read as spaces: where a check searches for
  /// words whatever their case and wherever the lines break.
  let lowercasedParagraph: String
  /// What patterns found in the paragraph, kept for its other numbers.
  let matches: ParagraphMatches

  var description: String { "\(path):\(line): \(text) (“\(excerpt)”)" }

  /// The paragraph's text around the number, on one line.
  var excerpt: String {
    let start = paragraph.index(range.lowerBound, offsetBy: -40, limitedBy: paragraph.startIndex)
    let end = paragraph.index(range.upperBound, offsetBy: 40, limitedBy: paragraph.endIndex)
    return paragraph[(start ?? paragraph.startIndex)..<(end ?? paragraph.endIndex)]
      .replacing("\n", with: " ").trimmingCharacters(in: .whitespaces)
  }

  /// The text before the number in its paragraph.
  var before: Substring { paragraph[..<range.lowerBound] }
  /// The text after the number in its paragraph.
  var after: Substring { paragraph[range.upperBound...] }

  /// The number's value: digits with thousands separators dropped, or the value of the words.
  var value: Double? {
    Double(text.replacing(",", with: "")) ?? NumberWords.value(of: text).map(Double.init)
  }

  /// True when the number is written in words (`ninety-seven`), not in digits.
  var isWords: Bool { text.first?.isLetter == true }

  /// Every number in the prose of `text`, the Markdown file at `path`: in digits, and in
  /// English words as ``words(in:)`` reads them.
  static func numbers(inFile path: String, text: String) -> [ProseNumber] {
    numbers(inFile: path, paragraphs: ProseParagraph.paragraphs(in: text))
  }

  /// Every number in `paragraphs`, the prose of the Markdown file at `path`; `sharedMatches`
  /// gives a paragraph, by its text, what patterns found in it already, else each paragraph
  /// starts with none.
  static func numbers(
    inFile path: String, paragraphs: [ProseParagraph],
    sharedMatches: ((String) -> ParagraphMatches)? = nil
  ) -> [ProseNumber] {
    var numbers: [ProseNumber] = []
    for paragraph in paragraphs where !paragraph.isHeading {
      let text = paragraph.text
      var found = digitRuns(in: text)
      found += words(in: text)
      guard !found.isEmpty else { continue }
      let hidden = hiddenRanges(in: text)
      let lowercased = text.lowercased().replacing("\n", with: " ")
      let matches = sharedMatches?(text) ?? ParagraphMatches()
      for range in found.sorted(by: { $0.lowerBound < $1.lowerBound })
      where !hidden.contains(where: { $0.contains(range.lowerBound) }) {
        let line = paragraph.line + text[..<range.lowerBound].utf8.count { $0 == 0x0A }
        numbers.append(
          ProseNumber(
            path: path, line: line, text: String(text[range]), paragraph: text, range: range,
            lowercasedParagraph: lowercased, matches: matches))
      }
    }
    return numbers
  }

  /// Where `text` has a number in digits (`176`, `1,000`, `0.5`, `127.0.0.1`), unless a letter
  /// or `_` comes right before it and makes it part of a word: `UTF-8`'s 8 is the word's, `S9` a
  /// rule id, `v2` a name.
  static func digitRuns(in text: String) -> [Range<String.Index>] {
    let bytes = Array(text.utf8)
    var ranges: [Range<String.Index>] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] &- 0x30 < 10 else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, bytes[index] &- 0x30 < 10 { index += 1 }
      // A `.` or `,` between digits continues the number.
      while index + 1 < bytes.count, bytes[index] == 0x2E || bytes[index] == 0x2C,
        bytes[index + 1] &- 0x30 < 10
      {
        index += 1
        while index < bytes.count, bytes[index] &- 0x30 < 10 { index += 1 }
      }
      if start > 0, isLetter(bytes[start - 1]) || bytes[start - 1] == 0x5F { continue }
      let utf8 = text.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: start)
      ranges.append(lower..<utf8.index(lower, offsetBy: index - start))
    }
    return ranges
  }

  /// The nouns of what the code has and the checks count: a count of one of them is a number
  /// even when it is two or fewer, spelled out.
  static let countedNouns: Set<Substring> = [
    "lines", "tests", "architectures", "implementations", "demos", "variants", "rules", "steps",
    "files", "chapters", "exercises", "changed",
  ]

  /// The words before a small count that make it point back at things already named (`the two
  /// tests`, `every two architectures`) rather than state how many there are.
  static let pointingWords: Set<String> = [
    "the", "these", "those", "both", "its", "their", "every", "each", "any",
  ]

  /// Where `line` states a number in English words, read as digits are.
  ///
  /// A word from three up is a number wherever it stands: `three`, `Eleven`, `ninety-seven`
  /// (the first part of `three-second`), `a hundred`, `one hundred and five`. Below three, a word
  /// is English's article and pronoun as often as a count (`one idea`, `one line of output`, `the
  /// two of them`), so `zero`, `one` and `two` are numbers only right before a noun of
  /// ``countedNouns`` in the plural, and not after one of ``pointingWords``: `two tests`,
  /// `zero lines`, `two changed lines`, but not `the two tests`.
  static func words(in line: String) -> [Range<String.Index>] {
    let bytes = Array(line.utf8)
    var ranges: [Range<String.Index>] = []
    var start = 0
    while start < bytes.count {
      // A word starts at an ASCII letter that follows no letter, digit, `_` or `-`.
      guard isLetter(bytes[start]), start == 0 || !continuesWord(bytes[start - 1]) else {
        start += 1
        continue
      }
      var end = start
      while end < bytes.count,
        isLetter(bytes[end])
          || (bytes[end] == UInt8(ascii: "-") && end + 1 < bytes.count
            && isLetter(bytes[end + 1]))
      {
        end += 1
      }
      defer { start = end }
      // Every number word starts with one of these letters: most words are skipped unread.
      guard startsNumberWord(bytes[start]) else { continue }
      guard let numberEnd = numberEnd(in: bytes, from: start, to: end),
        let value = NumberWords.value(of: String(decoding: bytes[start..<numberEnd], as: UTF8.self))
      else { continue }
      if value < 3 {
        guard let next = nextWord(in: bytes, after: numberEnd),
          countedNouns.contains(Substring(next)),
          !pointingWords.contains(previousWord(in: bytes, before: start) ?? "")
        else { continue }
      }
      let utf8 = line.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: start)
      ranges.append(lower..<utf8.index(lower, offsetBy: numberEnd - start))
      end = max(end, numberEnd)
    }
    return ranges
  }

  /// Where the number in words ends that starts with the word `bytes[start..<end]`, taking in
  /// what follows it on the line (`a hundred`, `one hundred and five`); nil when the word starts
  /// no number.
  private static func numberEnd(in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
    let word = String(decoding: bytes[start..<end], as: UTF8.self)
    let parts = word.split(separator: "-")
    let first: Int
    var numberEnd: Int
    if parts.count > 1, let value = NumberWords.value(ofCompound: parts[0] + "-" + parts[1]) {
      (first, numberEnd) = (value, start + parts[0].utf8.count + 1 + parts[1].utf8.count)
    } else if let value = NumberWords.value(ofWord: parts[0]) {
      (first, numberEnd) = (value, start + parts[0].utf8.count)
    } else if word.lowercased() == "a" {
      (first, numberEnd) = (1, end)
    } else {
      return nil
    }
    guard numberEnd == end, (1...9).contains(first),
      let hundred = wordRange(in: bytes, after: numberEnd),
      String(decoding: bytes[hundred], as: UTF8.self).lowercased() == "hundred"
    else { return word.lowercased() == "a" ? nil : numberEnd }
    numberEnd = hundred.upperBound
    if let and = wordRange(in: bytes, after: numberEnd),
      String(decoding: bytes[and], as: UTF8.self) == "and",
      let rest = wordRange(in: bytes, after: and.upperBound),
      let value = NumberWords.value(ofCompound: String(decoding: bytes[rest], as: UTF8.self)),
      (1...99).contains(value)
    {
      numberEnd = rest.upperBound
    }
    return numberEnd
  }

  /// The word before the one at `offset` and one space or newline, lowercased, or nil.
  private static func previousWord(in bytes: [UInt8], before offset: Int) -> String? {
    guard offset > 1, bytes[offset - 1] == UInt8(ascii: " ") || bytes[offset - 1] == 0x0A else {
      return nil
    }
    var start = offset - 1
    while start > 0, isLetter(bytes[start - 1]) { start -= 1 }
    return String(decoding: bytes[start..<(offset - 1)], as: UTF8.self).lowercased()
  }

  /// The word after one space or newline at `offset`, letters and hyphens, or nil.
  private static func wordRange(in bytes: [UInt8], after offset: Int) -> Range<Int>? {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == 0x0A
    else { return nil }
    var end = offset + 1
    while end < bytes.count, isLetter(bytes[end]) || bytes[end] == UInt8(ascii: "-") { end += 1 }
    guard end > offset + 1, end == bytes.count || !continuesWord(bytes[end]) else { return nil }
    return (offset + 1)..<end
  }

  /// The word after one space at `offset`, lowercased, or nil.
  private static func nextWord(in bytes: [UInt8], after offset: Int) -> String? {
    wordRange(in: bytes, after: offset).map {
      String(decoding: bytes[$0], as: UTF8.self).lowercased()
    }
  }

  /// An ASCII letter. (Byte arithmetic: the checks run unoptimized, where a range costs a call.)
  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26
  }

  /// A byte that continues a word: a letter, a digit, `_` or `-`.
  private static func continuesWord(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte &- 0x30 < 10 || byte == 0x5F || byte == 0x2D
  }

  /// A first letter of a number word (`zero` … `nine`, `ten` … `ninety`, `a hundred`), in
  /// either case.
  private static func startsNumberWord(_ byte: UInt8) -> Bool {
    switch byte | 0x20 {
    case 0x61, 0x65, 0x66, 0x68, 0x6E, 0x6F, 0x73, 0x74, 0x7A: true  // a e f h n o s t z
    default: false
    }
  }

  /// The parts of a paragraph a learner does not read as prose: inline code, HTML comments and
  /// tags, link targets, and the numbering of a list item.
  private static func hiddenRanges(in text: String) -> [Range<String.Index>] {
    let bytes = Array(text.utf8)
    var ranges: [Range<Int>] = []
    var index = 0
    // Each part runs from an opening to the first closing after it: `…`, <!--…-->, <…>, ](…).
    while index < bytes.count {
      let closing: [UInt8]
      var opening = 1
      switch bytes[index] {
      case 0x60: closing = [0x60]  // `
      case 0x3C where bytes[index...].starts(with: [0x3C, 0x21, 0x2D, 0x2D]):  // <!--
        (closing, opening) = ([0x2D, 0x2D, 0x3E], 4)
      case 0x3C: closing = [0x3E]  // < … >
      case 0x5D where index + 1 < bytes.count && bytes[index + 1] == 0x28:  // ](
        (closing, opening) = ([0x29], 2)
      default:
        index += 1
        continue
      }
      var end = index + opening
      while end < bytes.count, !bytes[end...].starts(with: closing) { end += 1 }
      // A tag holds something (`<>` is none); an opening never closed hides nothing.
      guard end < bytes.count, closing != [0x3E] || end > index + 1 else {
        index += 1
        continue
      }
      ranges.append(index..<(end + closing.count))
      index = end + closing.count
    }
    let utf8 = text.utf8
    var hidden = ranges.map {
      utf8.index(
        utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(
          utf8.startIndex, offsetBy: $0.upperBound)
    }
    if let item = text.firstMatch(of: listNumber) { hidden.append(item.range) }
    return hidden
  }

  nonisolated(unsafe) private static let listNumber = #/^\s*(?:\*\*)?[0-9]+\.\s/#

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
