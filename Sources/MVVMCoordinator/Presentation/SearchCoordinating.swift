/// What the search view model reports to its coordinator: where the person wants to go.
///
/// The app coordinator conforms; the view model holds it weakly and never builds a screen.
@MainActor
package protocol SearchCoordinating: AnyObject {
  /// The person chose a repository: the detail screen of `detail`, its view model, comes next.
  func repositorySelected(_ detail: RepositoryDetailViewModel)
}
