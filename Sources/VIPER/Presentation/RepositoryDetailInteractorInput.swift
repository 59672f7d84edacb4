/// What the detail presenter asks of its interactor: the repository as plain data, never the
/// entity and never display text, and the use case's one command.
///
/// Opening a page ends at once, so the interactor answers directly; an output protocol is for
/// work that ends later, such as a search.
@MainActor
package protocol RepositoryDetailInteractorInput: AnyObject {
  /// The repository the screen is about, as plain data for the presenter to format.
  var repository: RepositoryDetailItem { get }

  /// Asks the browser to open the repository's page; false when no browser could be started.
  func openRepositoryPage() -> Bool
}
