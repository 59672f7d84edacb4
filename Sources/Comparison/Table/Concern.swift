/// A question the table answers by a declaration: where one concern of the screen lives.
///
/// These cannot be read off the code mechanically — "paging" is `loadNextPage()` in one
/// architecture and `loadMoreIfNeeded(at:)` in another — so each architecture names the file
/// and the member in `Sources/<Architecture>/concerns.json`, and the table checks that they
/// exist before it shows them.
package enum Concern: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable {
  /// Where an Enter search turns the text into a valid query or an alert (S3).
  case validation
  /// Where the loading indicator is turned on and off (S4).
  case loading
  /// Where the next page is asked for (S9).
  case paging
  /// Where the detail screen is decided on and shown (S10).
  case navigation
  /// Where the pause before a search as you type is waited out (S13).
  case searchAsYouType
  /// Where the results line (`30 of 1,234`) is formatted (S5).
  case formatting
}

/// One place in the code, as a declaration names it and as the code confirmed it.
package struct CodeLocation: Codable, Sendable, Equatable {
  /// The file, relative to the package root.
  package var file: String
  /// The type that declares the member, such as `SearchPresenter`.
  package var type: String
  /// The member as a selector, such as `searchButtonClicked(query:)`.
  package var member: String
  /// The 1-based line of the member's declaration.
  package var line: Int

  /// `SearchPresenter.searchButtonClicked(query:)`.
  package var symbol: String { type + "." + member }
}
