import RepositorySearch

/// What the search view tells its presenter: the events that happened, and the questions the
/// table's data source asks, answered with display content.
@MainActor
package protocol SearchPresenterInput: AnyObject {
  /// The number of rows the table shows.
  var numberOfRepositories: Int { get }

  /// What the row shows, formatted; nil when the row no longer exists.
  func rowContent(at row: Int) -> RepositoryRowContent?

  /// The person edited the search bar's text: typed, deleted, cleared or pasted.
  func searchTextDidChange(_ text: String)

  /// The person pressed Enter in the search bar.
  func searchButtonClicked(query: String)

  /// The search bar lost the focus (↓ into the list, a row opened): what was typed is not
  /// searched any more.
  func searchTextDidEndEditing()

  /// The person pressed Enter on a row.
  func didSelectRow(at row: Int)

  /// A row is about to appear on screen; the last one asks for the next page.
  func willDisplayRow(at row: Int)
}
