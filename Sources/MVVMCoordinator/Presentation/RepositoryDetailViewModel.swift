import RepositorySearch

/// The detail screen's view model: owns the repository shown and whether its page was opened,
/// hands the view what to show of it, and opens its page through an injected opener.
///
/// The detail coordinator creates it for the repository chosen, with the URL opener; the
/// detail view controller owns it and reads its state. It holds no reference to its view, and
/// knows nothing of coordinators: its screen leaving the stack is the navigation controller's
/// news, which the app coordinator hears itself.
@MainActor
package final class RepositoryDetailViewModel {
  /// Called after every change of state, for the view to read the state again.
  package var onChange: (() -> Void)?
  /// What the screen shows of the repository (D1).
  package var content: RepositoryDetailContent { RepositoryDetailContent(repository) }
  /// True once the browser was asked to open the page (D2).
  package private(set) var isOpenedInBrowser = false
  /// The alert on screen until the person dismisses it (``alertDismissed()``).
  package private(set) var alert: SearchAlert?

  private let repository: Repository
  private let urlOpener: any URLOpening

  /// Creates a view model for `repository` that opens pages with `urlOpener`.
  package init(repository: Repository, urlOpener: any URLOpening) {
    self.repository = repository
    self.urlOpener = urlOpener
  }

  /// The person asked to open the page: the browser, or the address to copy where there is
  /// none.
  package func openButtonClicked() {
    if urlOpener.open(repository.htmlURL) {
      isOpenedInBrowser = true
    } else {
      alert = .browserUnavailable(for: repository.htmlURL)
    }
    onChange?()
  }

  /// The person dismissed ``alert``.
  package func alertDismissed() {
    alert = nil
    onChange?()
  }
}
