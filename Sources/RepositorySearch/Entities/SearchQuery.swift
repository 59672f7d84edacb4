/// A search term that has passed validation: not blank, and not longer than GitHub accepts.
///
/// The only way to make one is ``init(_:)``, so a service never sees an unvalidated query.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
  /// The longest query accepted, counted in characters as a person counts them.
  public static let maximumLength = 256

  /// The query with surrounding white space removed.
  public let text: String

  /// Validates `text`, trimming white space and newlines at both ends.
  ///
  /// Length is counted in `Character`s (grapheme clusters), so `検索`, `👨‍👩‍👧` and a decomposed
  /// `é` count as a person would count them.
  public init(_ text: String) throws(ValidationError) {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty else { throw .empty }
    guard trimmed.count <= Self.maximumLength else { throw .tooLong(length: trimmed.count) }
    self.text = trimmed
  }

  /// The query text.
  public var description: String { text }
}

extension SearchQuery {
  /// Why a search term was refused before any request was sent.
  public enum ValidationError: Error, Hashable, Sendable {
    /// The term is empty after trimming white space.
    case empty
    /// The term has more characters than ``SearchQuery/maximumLength``.
    case tooLong(length: Int)

    /// The sentence shown to the person who typed the term.
    public var message: String {
      switch self {
      case .empty:
        "Enter a search term."
      case .tooLong(let length):
        "The search term is too long: \(length) characters "
          + "(the limit is \(SearchQuery.maximumLength))."
      }
    }
  }
}

extension String {
  fileprivate func trimmingWhitespaceAndNewlines() -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
