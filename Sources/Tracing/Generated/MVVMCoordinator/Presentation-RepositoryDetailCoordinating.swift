// Generated from Sources/MVVMCoordinator/Presentation/RepositoryDetailCoordinating.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/Presentation/RepositoryDetailCoordinating.swift", line: 1)
import Tracing; /// What the detail view model reports to its coordinator: that the flow is over.
///
/// The detail coordinator conforms; the view model holds it weakly.
@MainActor
package protocol RepositoryDetailCoordinating: AnyObject {
  /// The detail screen is gone, however it went: its coordinator can be let go.
  func detailClosed()
}
