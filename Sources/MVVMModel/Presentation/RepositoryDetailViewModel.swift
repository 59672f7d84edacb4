import RepositorySearch

/// The detail screen's view model: owns the repository shown and opens its page through an
/// injected opener.
///
/// ``Assembly`` creates it; the detail view controller owns it and listens through
/// ``onChange``. It holds no reference to its view.
@MainActor
package final class RepositoryDetailViewModel {
  /// Called after every change with what changed; the view sets it in `viewDidLoad`.
  package var onChange: ((Change) -> Void)?
  /// The repository the screen shows.
  package let repository: Repository

  private let urlOpener: any URLOpening

  /// Creates a view model for `repository` that opens pages with `urlOpener`.
  package init(repository: Repository, urlOpener: any URLOpening) {
    self.repository = repository
    self.urlOpener = urlOpener
  }

  /// The person asked to open the repository's page in the browser.
  package func openButtonClicked() {
    if urlOpener.open(repository.htmlURL) {
      onChange?(.openedInBrowser)
    } else {
      onChange?(.alert(.browserUnavailable(for: repository.htmlURL)))
    }
  }
}
