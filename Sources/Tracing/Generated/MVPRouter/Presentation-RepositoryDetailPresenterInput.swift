// Generated from Sources/MVPRouter/Presentation/RepositoryDetailPresenterInput.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVPRouter/Presentation/RepositoryDetailPresenterInput.swift", line: 1)
import Tracing; /// What the detail view tells its presenter.
@MainActor
package protocol RepositoryDetailPresenterInput: AnyObject {
  /// The view is loaded and ready to show the repository.
  func viewDidLoad()

  /// The person asked to open the repository's page in the browser.
  func openButtonClicked()

  /// The person asked to go back to the search screen.
  func backButtonClicked()
}
