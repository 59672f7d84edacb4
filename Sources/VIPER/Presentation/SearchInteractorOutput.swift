import RepositorySearch

/// What the search interactor reports to its presenter: how the use case's work ended.
///
/// Only the latest search reports; work it dropped never does. Each page arrives as plain items,
/// its repositories' identifiers and raw values, which the presenter keeps and formats: the
/// interactor keeps no copy of them.
@MainActor
package protocol SearchInteractorOutput: AnyObject {
  /// The first page of the latest search arrived, with these repositories, or the search failed.
  func didFinishSearch(_ result: Result<[RepositoryItem], SearchError>)

  /// The next page of the latest search started loading.
  func didStartLoadingMore()

  /// The next page arrived, with these repositories to add after those already reported, or
  /// failed; the rows already reported stay.
  func didFinishLoadingMore(_ result: Result<[RepositoryItem], SearchError>)
}
