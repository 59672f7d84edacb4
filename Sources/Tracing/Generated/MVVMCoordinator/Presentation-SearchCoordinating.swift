// Generated from Sources/MVVMCoordinator/Presentation/SearchCoordinating.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/Presentation/SearchCoordinating.swift", line: 1)
import Tracing; import RepositorySearch

/// What the search view model reports to its coordinator: where the person wants to go.
///
/// The app coordinator conforms; the view model holds it weakly and never builds a screen.
@MainActor
package protocol SearchCoordinating: AnyObject {
  /// The person chose `repository`: its detail screen comes next.
  func repositorySelected(_ repository: Repository)
}
