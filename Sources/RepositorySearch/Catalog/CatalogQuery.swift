/// A search as the offline catalog reads it: free terms plus a few of GitHub's qualifiers.
///
/// Parsed from the text a person typed, as GitHub parses it:
///
/// - Free terms must all appear, case-insensitively, in the repository's name, full name,
///   description or topics. `"two words"` in quotes is one term.
/// - `language:NAME` keeps repositories in that language (`language:c++`, `language:"vim
///   script"`). Several `language:` qualifiers mean any of them.
/// - `user:NAME` and `org:NAME` keep repositories with that owner. Several mean any of them.
/// - `stars:>N`, `stars:>=N`, `stars:<N`, `stars:<=N`, `stars:N`, `stars:N..M` keep
///   repositories with that many stars; `*` leaves a side of `N..M` open.
///
/// A qualifier this type does not know, or one with a value it cannot read, is a free term,
/// so nothing a person types is silently dropped.
public struct CatalogQuery: Hashable, Sendable {
  /// The free terms, in the order typed.
  public var terms: [String]
  /// The wanted languages; empty means any language.
  public var languages: [String]
  /// The wanted owner logins, from `user:` and `org:`; empty means any owner.
  public var owners: [String]
  /// Ranges the star count must lie in, all of them.
  public var starRanges: [StarRange]

  /// Creates a query from its parts.
  public init(
    terms: [String] = [],
    languages: [String] = [],
    owners: [String] = [],
    starRanges: [StarRange] = []
  ) {
    self.terms = terms
    self.languages = languages
    self.owners = owners
    self.starRanges = starRanges
  }

  /// Parses the text of a search, such as `json language:swift stars:>100`.
  public init(parsing text: String) {
    self.init()
    for token in Self.tokens(in: text) {
      if let qualifier = token.qualifier, add(qualifier: qualifier, value: token.value) {
        continue
      }
      terms.append(token.text)
    }
  }

  /// Adds a known qualifier and returns true, or returns false for one to keep as a term.
  private mutating func add(qualifier: String, value: String) -> Bool {
    guard !value.isEmpty else { return false }
    switch qualifier.lowercased() {
    case "language":
      languages.append(value)
    case "user", "org":
      owners.append(value)
    case "stars":
      guard let range = StarRange(parsing: value) else { return false }
      starRanges.append(range)
    default:
      return false
    }
    return true
  }
}

extension CatalogQuery {
  /// One word of the query, or one quoted phrase, with its quotes removed.
  private struct Token {
    /// The token as typed, less its quotes: `language:c++`, `two words`.
    var text = ""
    /// The part before an unquoted `:`, such as `language`; `nil` when there is none.
    var qualifier: String?
    /// The part after the qualifier's `:`.
    var value = ""
    /// True once a quote was seen: a colon after it belongs to the text, not a qualifier.
    var hasQuote = false

    /// Adds `character` to the text, and to the value once the qualifier is known.
    mutating func append(_ character: Character) {
      text.append(character)
      if qualifier != nil { value.append(character) }
    }
  }

  /// Splits `text` at white space outside quotes; a quote left open runs to the end.
  private static func tokens(in text: String) -> [Token] {
    var tokens: [Token] = []
    var token = Token()
    var isQuoted = false
    for character in text {
      if character == "\"" {
        isQuoted.toggle()
        token.hasQuote = true
      } else if character.isWhitespace {
        if isQuoted {
          // A phrase is matched against one-line fields, so any white space is one space.
          token.append(" ")
        } else if !token.text.isEmpty {
          tokens.append(token)
          token = Token()
        }
      } else if character == ":" && token.qualifier == nil && !token.hasQuote {
        token.qualifier = token.text
        token.text.append(character)
      } else {
        token.append(character)
      }
    }
    if !token.text.isEmpty { tokens.append(token) }
    return tokens
  }
}
