// swift-format-ignore-file
// Generated from Sources/VIPER/Presentation/SearchInteractorInput.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/VIPER/Presentation/SearchInteractorInput.swift", line: 1)
import Tracing; import RepositorySearch

/// What the search presenter asks of its interactor: the use case's commands, and the one
/// fact about it the presenter needs to decide what to search.
@MainActor
package protocol SearchInteractorInput: AnyObject {
  /// The query of the latest search, whose results are shown or on their way; nil before the
  /// first search.
  var query: SearchQuery? { get }

  /// Searches for `query`, dropping the search or page load in flight: the latest wins.
  func search(_ query: SearchQuery)

  /// Loads the next page of the latest search, unless there is none or one is loading.
  func loadNextPage()
}
