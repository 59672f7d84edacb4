// Generated from Sources/VIPER/Presentation/RepositoryItem.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/RepositoryItem.swift", line: 1)
import Tracing; /// One search result as the search interactor hands it to its presenter: plain data, the
/// repository's identifier and the raw values its row needs — never the entity, never words.
///
/// ``SearchInteractor`` maps each `Repository` it loads to one, as objc.io's
/// `VTDListInteractor` maps each `VTDTodoItem` to a `VTDUpcomingItem`; the presenter formats
/// the row from it and hands the identifier to its router.
package struct RepositoryItem: Hashable, Sendable {
  /// The repository's identifier, which the router hands to the detail module.
  package var id: Int
  /// `owner/name`.
  package var fullName: String
  /// The number of stars.
  package var stargazersCount: Int
  /// The primary language, when GitHub detected one.
  package var language: String?
  /// The one-line description, when the owner wrote one.
  package var description: String?
}
