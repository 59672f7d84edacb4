extension SearchStore {
  /// Where the search screen's focus belongs.
  package enum Focus: Hashable, Sendable {
    /// The search bar: at launch, and while a search runs or its results arrive as you type.
    case searchBar
    /// The first row: a search from Enter found rows (S5).
    case firstRow
  }
}
