// Generated from Sources/VIPER/Presentation/SearchRouting.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/SearchRouting.swift", line: 1)
import Tracing; /// The navigation the search presenter may ask for, and nothing else.
///
/// The router conforms; the presenter holds it weakly and never builds a screen itself. Modules
/// pass a repository's identifier, never the entity.
@MainActor
package protocol SearchRouting: AnyObject {
  /// Shows the detail screen for the repository `id` in place of the search screen.
  func showRepositoryDetail(for id: Int)
}
