// swift-format-ignore-file
// Generated from Sources/VIPER/Presentation/RepositoryItem.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/VIPER/Presentation/RepositoryItem.swift", line: 1)
import Tracing; import RepositorySearch

/// One search result as the search interactor hands it to its presenter: plain data — the
/// repository's identifier and its row's words — so that the entity stays behind the
/// interactor.
///
/// ``SearchInteractor`` maps each `Repository` it loads to one; the presenter hands the row to
/// its view and the identifier to its router.
package struct RepositoryItem: Hashable, Sendable {
  /// The repository's identifier, which the router hands to the detail module.
  package var id: Int
  /// What the repository's row shows.
  package var row: RepositoryRowContent
}
