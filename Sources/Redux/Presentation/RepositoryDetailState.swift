import RepositorySearch

/// The detail screen's whole state: the repository shown, whether its page was opened and the
/// alert to show.
///
/// Child state of ``SearchState/detail``: the screen is shown while it is set. Its `id` is its
/// repository's, so that the detail of another repository is another child, whose arrival
/// cancels the work of the one it replaces.
package struct RepositoryDetailState: Equatable, Identifiable, Sendable {
  /// The repository the screen shows.
  package let repository: Repository
  /// The identity of the screen: its repository's.
  package var id: Int { repository.id }
  /// True once the browser was asked to open the page (D2).
  package var isOpenedInBrowser = false
  /// The alert on screen until the person dismisses it
  /// (``RepositoryDetailAction/alertDismissed``).
  package var alert: SearchAlert?

  /// Creates the state of the detail screen of `repository`.
  package init(repository: Repository) {
    self.repository = repository
  }
}
