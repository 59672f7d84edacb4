// Generated from Sources/Redux/Presentation/RepositoryDetailAction.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/Presentation/RepositoryDetailAction.swift", line: 1)
import Tracing; /// What happened on the detail screen: what the person did and what opening the page answered.
package enum RepositoryDetailAction: Hashable, Sendable {
  /// The person asked to open the page.
  case openButtonClicked
  /// The browser was asked to open the page (D2).
  case openedInBrowser
  /// No browser could open the page: its address is to be shown instead.
  case browserUnavailable
  /// The person dismissed the alert.
  case alertDismissed
}
