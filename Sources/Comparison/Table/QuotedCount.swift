import Foundation

/// A count of the code that a sentence of the docs states outside the generated blocks: the
/// lines of a file the sentence names, or the architectures.
///
/// `compare table --write` writes each one as the package gives it now, with the tables (see
/// ``rewritten(_:in:)``), and the suite holds the sentences to it, so that a change to the code
/// and `Scripts/regenerate-docs` leave no figure of it typed by hand.
package struct QuotedCount: Sendable, CustomStringConvertible {
  /// The Markdown file whose sentence states the count.
  package let document: String
  /// The sentence's words around the number, a regular expression whose one group is the number.
  ///
  /// The number is in digits or an English word. A space matches any white space, so a sentence
  /// may break its line anywhere.
  package let pattern: String
  /// What is counted, as a message names it.
  package let what: String
  /// The count, read from the package.
  package let count: @Sendable (any FileTree) -> Int?

  package var description: String { "\(document): \(pattern)" }

  /// The lines of the file at `path`, as `wc -l` counts them.
  static func lines(_ path: String, in document: String, _ pattern: String) -> Self {
    Self(document: document, pattern: pattern, what: "the lines of \(path)") { tree in
      tree.contents(of: path)?.filter { $0 == "\n" }.count
    }
  }

  /// The lines of the file at `path` that hold code.
  static func codeLines(_ path: String, in document: String, _ pattern: String) -> Self {
    Self(document: document, pattern: pattern, what: "the code lines of \(path)") { tree in
      tree.contents(of: path)?.split(separator: "\n").count
    }
  }

  /// The architectures the kit ships.
  static func architectures(in document: String, _ pattern: String) -> Self {
    Self(document: document, pattern: pattern, what: "the architectures", count: architectureCount)
  }

  /// How many architectures the kit ships: the lines of the registry's `shipped` list. (The
  /// prose counts those; an architecture a learner adds is not one it describes.)
  package static let architectureCount: @Sendable (any FileTree) -> Int? = { tree in
    tree.contents(of: RegistrySource.path).map { RegistrySource(text: $0).shipped.count }
  }

  /// The sentence's words as a regular expression, a space matching any white space: compiled
  /// once by a reader that looks for the sentence on many lines.
  package var regex: Regex<AnyRegexOutput>? {
    try? Regex(pattern.replacingOccurrences(of: " ", with: #"\s+"#))
  }

  /// The number the sentence states in `text`, and where; nil when `text` has no such sentence.
  package func stated(in text: String) -> (number: Int?, range: Range<String.Index>)? {
    regex.flatMap { stated(in: text, matching: $0) }
  }

  /// The number the sentence states in `text`, found with `regex`, the sentence's ``regex``.
  package func stated(in text: String, matching regex: Regex<AnyRegexOutput>)
    -> (number: Int?, range: Range<String.Index>)?
  {
    guard let match = text.firstMatch(of: regex), match.output.count > 1,
      let range = match.output[1].range
    else { return nil }
    return (Self.number(text[range]), range)
  }

  /// The number `word` writes, in digits or in English words (``NumberWords``).
  package static func number(_ word: some StringProtocol) -> Int? {
    Int(word) ?? NumberWords.value(of: word)
  }

  /// `count` written as `stated` writes its number: in words (capitalized as it is) below a
  /// hundred, digits otherwise.
  static func written(_ count: Int, like stated: some StringProtocol) -> String {
    guard Int(stated) == nil, let word = NumberWords.words(for: count) else {
      return String(count)
    }
    return stated.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
  }
}
