/// The navigation the search presenter may ask for, and nothing else.
///
/// The router conforms; the presenter holds it weakly and never builds a screen itself. Modules
/// pass a repository's identifier, never the entity.
@MainActor
package protocol SearchRouting: AnyObject {
  /// Shows the detail screen for the repository `id` in place of the search screen.
  func showRepositoryDetail(for id: Int)
}
