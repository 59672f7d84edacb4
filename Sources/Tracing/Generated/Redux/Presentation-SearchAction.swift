// Generated from Sources/Redux/Presentation/SearchAction.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/Presentation/SearchAction.swift", line: 1)
import Tracing; import RepositorySearch

/// What happened on the search screen, as a plain value: what the person did, named after
/// UIKit's events, what the view acknowledges, and what the effects answered.
///
/// The view sends these to the ``Store``; ``SearchReducer`` changes the state from them and
/// from nothing else.
package enum SearchAction: Hashable, Sendable {
  // MARK: The search screen

  /// The person edited the search bar's text: typed, deleted, cleared or pasted.
  case searchTextDidChange(String)
  /// The typing pause passed with `query` in the search bar (S13).
  case typingPauseEnded(SearchQuery)
  /// The person pressed Enter in the search bar: the text in ``SearchState/searchText`` is
  /// searched.
  case searchButtonClicked
  /// The first page of the search arrived.
  case searchLoaded(SearchPage)
  /// The search failed (S7).
  case searchFailed(SearchError)
  /// A row is about to appear on screen; the last one asks for the next page.
  case willDisplayRow(at: Int)
  /// The next page arrived, to be appended.
  case nextPageLoaded(SearchPage)
  /// The next page failed to load; the rows already loaded stay.
  case nextPageFailed(SearchError)
  /// The search bar took the focus: the person moved back to it (S5).
  case searchTextDidBeginEditing
  /// The search bar lost the focus: what is being typed is not searched behind its back (S13).
  case searchTextDidEndEditing
  /// The person moved to a row, with ↑/↓ or by moving into the list (S5).
  case didHighlightRow(at: Int)
  /// The person pressed Enter on a row.
  case didSelectRow(at: Int)
  /// The person dismissed the search screen's alert.
  case alertDismissed
  /// The person went back from the detail screen (D3).
  case detailClosed

  // MARK: The detail screen

  /// An action of the detail screen, which runs while ``SearchState/detail`` is set.
  case detail(RepositoryDetailAction)

  /// The detail screen's action this is, or nil: what ``IfLetReducer`` hands the detail
  /// screen's reducer.
  package var detail: RepositoryDetailAction? {
    if case .detail(let action) = self { action } else { nil }
  }
}
