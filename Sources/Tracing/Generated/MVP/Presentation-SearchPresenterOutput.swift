// Generated from Sources/MVP/Presentation/SearchPresenterOutput.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVP/Presentation/SearchPresenterOutput.swift", line: 1)
import Tracing; import RepositorySearch

/// What the search presenter tells its view to show.
///
/// The view renders exactly this and decides nothing: a passive view.
@MainActor
package protocol SearchPresenterOutput: AnyObject {
  /// Shows the loading indicator with the query being searched.
  func showLoading(query: String)

  /// Hides the loading indicator.
  func hideLoading()

  /// Reloads the rows from the presenter and shows the results line (empty hides it).
  func reloadRepositories(summary: String)

  /// Selects the first row and moves focus to the list.
  func selectFirstRepository()

  /// Shows or hides the "loading more" row under the list.
  func setLoadingMore(_ isLoadingMore: Bool)

  /// Shows a modal alert.
  func showAlert(_ alert: SearchAlert)

  /// Opens the detail screen for a repository.
  func transitionToRepositoryDetail(for repository: Repository)
}
