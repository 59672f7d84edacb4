// Generated from Sources/VIPER/Presentation/RepositoryDetailItem.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/RepositoryDetailItem.swift", line: 1)
import Tracing; import Foundation

/// The repository the detail screen is about, as the detail interactor hands it to its
/// presenter: plain data, the raw values the screen needs — never the entity, never words.
///
/// ``RepositoryDetailInteractor`` maps the `Repository` it finds to one; the presenter formats
/// the screen from it, and offers its `htmlURL` to copy when no browser opens.
package struct RepositoryDetailItem: Hashable, Sendable {
  /// `owner/name`.
  package var fullName: String
  /// The one-line description, when the owner wrote one.
  package var description: String?
  /// The number of stars.
  package var stargazersCount: Int
  /// The number of forks.
  package var forksCount: Int
  /// The number of open issues and pull requests.
  package var openIssuesCount: Int
  /// The primary language, when GitHub detected one.
  package var language: String?
  /// The topics the owner tagged the repository with.
  package var topics: [String]
  /// The license's name, when GitHub detected one.
  package var licenseName: String?
  /// When the repository was last updated, when known.
  package var updatedAt: Date?
  /// The repository's page on GitHub.
  package var htmlURL: URL
}
