import RepositorySearch

/// What the search view model reports to its coordinator: where the person wants to go.
///
/// The app coordinator conforms; the view model holds it weakly and never builds a screen.
@MainActor
package protocol SearchCoordinating: AnyObject {
  /// The person chose `repository`: its detail screen comes next.
  func repositorySelected(_ repository: Repository)
}
