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
    text.replacing(Self.inlineCode, with: "").replacing(Self.linkTarget, with: "]")
  }

  nonisolated(unsafe) private static let inlineCode = #/`[^`]*`/#
  nonisolated(unsafe) private static let linkTarget = #/\]\([^)]*\)/#

  /// Every sentence of `text`, in order.
  ///
  /// A blank line, a heading, a list item or a table row ends a paragraph; an English sentence
  /// ends at `.`, `?` or `!` before a space, a Japanese one at `。`.
  static func sentences(in text: String) -> [ProseSentence] {
    sentences(in: ProseParagraph.paragraphs(in: text))
  }

  /// Every sentence of `paragraphs`, in order.
  static func sentences(in paragraphs: [ProseParagraph]) -> [ProseSentence] {
    var sentences: [ProseSentence] = []
    for paragraph in paragraphs {
      // Read scalar by scalar: the ends of a sentence are single scalars, and a scalar costs
      // less to read than a character.
      let joined = paragraph.lines.joined(separator: " ")
      let scalars = joined.unicodeScalars
      // Where each line starts in the joined paragraph, as an offset in scalars.
      var lineStarts: [Int] = []
      var offset = 0
      for line in paragraph.lines {
        lineStarts.append(offset)
        offset += line.unicodeScalars.count + 1
      }
      var start: (index: String.Index, offset: Int)?
      var previous: Unicode.Scalar = " "
      var index = scalars.startIndex
      offset = 0
      func close(at end: String.Index) {
        guard let first = start else { return }
        let text = String(scalars[first.index..<end]).trimmingCharacters(in: .whitespaces)
        if !text.isEmpty {
          let line = paragraph.line + (lineStarts.lastIndex { $0 <= first.offset } ?? 0)
          sentences.append(ProseSentence(line: line, text: text))
        }
        start = nil
      }
      while index < scalars.endIndex {
        let scalar = scalars[index]
        let next = scalars.index(after: index)
        if start == nil, scalar != " " { start = (index, offset) }
        if let first = start {
          let ends =
            scalar == "。"
            || (scalar == " " && (previous == "." || previous == "?" || previous == "!")
              && offset - first.offset >= 2)
          if ends { close(at: next) }
        }
        previous = scalar
        index = next
        offset += 1
      }
      close(at: scalars.endIndex)
    }
    return sentences
  }
}
