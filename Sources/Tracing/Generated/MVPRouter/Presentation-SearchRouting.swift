// Generated from Sources/MVPRouter/Presentation/SearchRouting.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVPRouter/Presentation/SearchRouting.swift", line: 1)
import Tracing; import RepositorySearch

/// The navigation the search presenter may ask for, and nothing else.
///
/// The router conforms; the presenter holds it weakly and never builds a screen itself.
@MainActor
package protocol SearchRouting: AnyObject {
  /// Shows the detail screen for `repository` in place of the search screen.
  func showRepositoryDetail(for repository: Repository)
}
