// Generated from Sources/MVP/Presentation/RepositoryDetailPresenterOutput.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVP/Presentation/RepositoryDetailPresenterOutput.swift", line: 1)
import Tracing; import RepositorySearch

/// What the detail presenter tells its view to show, as display content: the view formats
/// nothing.
@MainActor
package protocol RepositoryDetailPresenterOutput: AnyObject {
  /// Shows every field of the repository, formatted.
  func showRepository(_ content: RepositoryDetailContent)

  /// Confirms that the browser was asked to open the page.
  func showOpenedInBrowser()

  /// Shows a modal alert, such as the address to copy when no browser could be started.
  func showAlert(_ alert: SearchAlert)
}
