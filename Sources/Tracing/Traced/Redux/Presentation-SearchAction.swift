// swift-format-ignore-file
// Generated from Sources/Redux/Presentation/SearchAction.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/Redux/Presentation/SearchAction.swift", line: 1)
import Tracing; import RepositorySearch

/// What happened on the search screen, as a plain value: what the person did, named after
/// UIKit's events, what the view acknowledges, and what the effects answered.
///
/// The view sends these to the ``Store``; ``SearchReducer`` changes the state from them and
/// from nothing else.
package enum SearchAction: Equatable, Sendable {
  // MARK: The person

  /// The person edited the search bar's text: typed, deleted, cleared or pasted.
  case searchTextDidChange(String)
  /// The person pressed Enter in the search bar.
  case searchButtonClicked(query: String)
  /// The search bar lost the focus: what is being typed is not searched behind its back (S13).
  case searchTextDidEndEditing
  /// The person pressed Enter on a row.
  case didSelectRow(at: Int)
  /// A row is about to appear on screen; the last one asks for the next page.
  case willDisplayRow(at: Int)
  /// The person dismissed the alert.
  case alertDismissed
  /// The person went back from the detail screen (D3).
  case detailClosed

  // MARK: The view

  /// The table reloaded the rows.
  case rowsReloaded
  /// The focus moved where the state asked.
  case focusMoved

  // MARK: The effects

  /// The typing pause passed with `query` in the search bar (S13).
  case typingPauseEnded(SearchQuery)
  /// The first page of the search arrived.
  case searchLoaded(SearchPage)
  /// The search failed (S7).
  case searchFailed(SearchError)
  /// The next page arrived, to be appended.
  case nextPageLoaded(SearchPage)
  /// The next page failed to load; the rows already loaded stay.
  case nextPageFailed(SearchError)

  // MARK: The detail screen

  /// An action of the detail screen, shown while ``SearchState/detail`` is set.
  case detail(RepositoryDetailAction)
}
