// Generated from Sources/MVPRouter/Presentation/RepositoryDetailRouting.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVPRouter/Presentation/RepositoryDetailRouting.swift", line: 1)
import Tracing; /// The navigation the detail presenter may ask for, and nothing else.
///
/// The router conforms; the presenter holds it weakly and never builds a screen itself.
@MainActor
package protocol RepositoryDetailRouting: AnyObject {
  /// Closes the detail screen and shows the search screen as it was.
  func closeRepositoryDetail()
}
