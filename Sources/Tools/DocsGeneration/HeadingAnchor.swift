import Foundation

/// The anchors of a heading: the one GitHub gives it, which the chapters link to, and the one
/// DocC gives it, which the site links to.
package enum HeadingAnchor {
  /// The heading's words without Markdown: code spans, emphasis and links reduced to their
  /// text, as both GitHub and DocC read them.
  package static func plainText(_ heading: some StringProtocol) -> String {
    var text = String(heading)
    text = text.replacingOccurrences(
      of: #"!?\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
    text.removeAll { $0 == "`" || $0 == "*" }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// GitHub's anchor: lowercase, letters, digits, `-` and `_` kept, each space a hyphen.
  package static func gitHub(_ heading: some StringProtocol) -> String {
    var anchor = ""
    for character in plainText(heading).lowercased() {
      if character == " " {
        anchor.append("-")
      } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
        anchor.append(character)
      }
    }
    return anchor
  }

  /// DocC's anchor: runs of spaces and dashes become one hyphen, punctuation and backticks go.
  package static func docC(_ heading: some StringProtocol) -> String {
    let dashes = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "-\u{2013}\u{2014}"))
    var anchor = plainText(heading).components(separatedBy: dashes)
      .filter { !$0.isEmpty }.joined(separator: "-")
    let removed = CharacterSet.punctuationCharacters.union(CharacterSet(charactersIn: "`"))
      .subtracting(CharacterSet(charactersIn: "-"))
    anchor.unicodeScalars.removeAll { removed.contains($0) }
    return anchor
  }
}
