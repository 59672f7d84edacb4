/// A word or a punctuation mark of blanked Swift code, with where it starts.
package struct Token: Equatable, Sendable {
  /// The text: an identifier or keyword (`func`, `SearchPresenter`, `@MainActor`), or one
  /// punctuation scalar (`{`, `(`, `:`), or `->`.
  package var text: String
  /// The offset of its first scalar.
  package var offset: Int
  /// True when a newline separates it from the token before.
  package var startsLine: Bool

  /// True for an identifier or keyword.
  package var isWord: Bool {
    text.unicodeScalars.first.map { $0.isIdentifierPart || $0 == "@" || $0 == "`" } ?? false
  }

  /// Splits blanked code into tokens.
  package static func tokens(of code: SwiftCode) -> [Token] {
    let scalars = code.scalars
    var tokens: [Token] = []
    var index = 0
    var newline = true
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        newline = true
        index += 1
      } else if scalar.isSpace {
        index += 1
      } else if scalar.isIdentifierPart || scalar == "@" || scalar == "`" {
        let start = index
        index += 1
        while index < scalars.count, scalars[index].isIdentifierPart || scalars[index] == "`" {
          index += 1
        }
        tokens.append(Token(text: code.slice(start..<index), offset: start, startsLine: newline))
        newline = false
      } else {
        let isArrow = scalar == "-" && index + 1 < scalars.count && scalars[index + 1] == ">"
        let length = isArrow ? 2 : 1
        tokens.append(
          Token(
            text: code.slice(index..<(index + length)), offset: index, startsLine: newline))
        index += length
        newline = false
      }
    }
    return tokens
  }
}

extension Unicode.Scalar {
  /// True for a letter, digit or underscore: a scalar that continues an identifier.
  ///
  /// ASCII, nearly all of this package's code, is answered without Unicode's property tables,
  /// which every tool that scans the package would otherwise look up for each scalar.
  package var isIdentifierPart: Bool {
    switch value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
    case 0..<0x80: false
    default: properties.isAlphabetic || properties.numericType != nil
    }
  }

  /// True for white space, as Unicode defines it; ASCII without a table look-up.
  package var isSpace: Bool {
    switch value {
    case 0x09...0x0D, 0x20: true
    case 0..<0x80: false
    default: properties.isWhitespace
    }
  }
}
