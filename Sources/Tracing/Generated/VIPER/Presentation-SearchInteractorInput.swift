// Generated from Sources/VIPER/Presentation/SearchInteractorInput.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/SearchInteractorInput.swift", line: 1)
import Tracing; import RepositorySearch

/// What the search presenter asks of its interactor: the use case's commands, and the facts of
/// the latest search; the results come through ``SearchInteractorOutput``, as plain items.
@MainActor
package protocol SearchInteractorInput: AnyObject {
  /// The query of the latest search, whose results are shown or on their way; nil before the
  /// first search.
  var query: SearchQuery? { get }

  /// How many results the latest search has in all, as its last page said.
  var totalCount: Int { get }

  /// Searches for `query`, dropping the search or page load in flight: the latest wins.
  func search(_ query: SearchQuery)

  /// Loads the next page of the latest search, unless there is none or one is loading.
  func loadNextPage()

  /// Cancels the latest search while its first page is on its way, its query cleared (S12);
  /// returns whether it did. A page in flight belongs to the rows shown, and still comes.
  func cancelSearch() -> Bool
}
