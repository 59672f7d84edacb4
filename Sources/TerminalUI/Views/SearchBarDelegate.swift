/// The methods a search bar calls as the person edits and submits, like `UISearchBarDelegate`.
///
/// Every method has an empty default implementation: implement only the ones you need.
@MainActor
public protocol SearchBarDelegate: AnyObject {
  /// The text changed because the person typed, deleted, cleared or pasted.
  ///
  /// Not called when the code sets ``SearchBar/text``.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)

  /// The person pressed Enter in the search bar.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)

  /// The search bar took the focus: at launch, when the person moved back to it, or when its
  /// screen came back. Like `UISearchBarDelegate`'s method of the same name.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)

  /// The search bar lost the focus: the person moved to another view, an alert came up, or
  /// the screen was covered. Like `UISearchBarDelegate`'s method of the same name.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}

  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}

  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}

  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
}
