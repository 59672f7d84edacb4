/// The methods a search bar calls as the person edits and submits, like `UISearchBarDelegate`.
///
/// Both methods have empty default implementations: implement only the ones you need.
@MainActor
public protocol SearchBarDelegate: AnyObject {
  /// The text changed because the person typed, deleted, cleared or pasted.
  ///
  /// Not called when the code sets ``SearchBar/text``.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)

  /// The person pressed Enter in the search bar.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}

  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
}
