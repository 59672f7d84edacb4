// Generated from Sources/VIPER/Presentation/SearchInteractorOutput.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/SearchInteractorOutput.swift", line: 1)
import Tracing; import RepositorySearch

/// What the search interactor reports to its presenter: how the use case's work ended.
///
/// Only the latest search reports; work it dropped never does. Each outcome carries the results
/// loaded so far as plain items, the same that ``SearchInteractorInput/repositories`` holds by
/// then.
@MainActor
package protocol SearchInteractorOutput: AnyObject {
  /// The first page of the latest search arrived, or the search failed.
  func didFinishSearch(_ result: Result<[RepositoryItem], SearchError>)

  /// The next page of the latest search started loading.
  func didStartLoadingMore()

  /// The next page arrived, or failed; the rows already reported stay.
  func didFinishLoadingMore(_ result: Result<[RepositoryItem], SearchError>)
}
