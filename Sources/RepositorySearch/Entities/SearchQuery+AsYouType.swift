extension SearchQuery {
  /// The fewest characters, after trimming, for a query to be searched as you type (S13).
  ///
  /// Enter searches shorter queries too.
  public static let minimumLengthAsYouType = 3

  /// How long the text must stay unchanged before it is searched as you type (S13).
  public static let pauseBeforeSearchAsYouType: Duration = .milliseconds(500)

  /// True when this query is long enough to be searched as you type (S13).
  public var isLongEnoughToSearchAsYouType: Bool {
    text.count >= Self.minimumLengthAsYouType
  }
}
