import RepositorySearch

/// The detail screen's action creator: opens the repository's page through an injected opener
/// (the screen's one effect) and dispatches what happened.
///
/// ``Assembly`` creates it with the opener and the dispatcher; the detail view controller owns
/// it.
@MainActor
package final class RepositoryDetailActionCreator {
  private let repository: Repository
  private let urlOpener: any URLOpening
  private let dispatcher: any Dispatching

  /// Creates an action creator for the detail screen of `repository` that opens pages with
  /// `urlOpener` and dispatches to `dispatcher`.
  package init(repository: Repository, urlOpener: any URLOpening, dispatcher: any Dispatching) {
    self.repository = repository
    self.urlOpener = urlOpener
    self.dispatcher = dispatcher
  }

  /// The person asked to open the page: the browser, or the address to copy where there is
  /// none.
  package func openButtonClicked() {
    if urlOpener.open(repository.htmlURL) {
      dispatcher.dispatch(.openedInBrowser(repository))
    } else {
      dispatcher.dispatch(.browserUnavailable(repository))
    }
  }

  /// The person dismissed the alert.
  package func alertDismissed() {
    dispatcher.dispatch(.detailAlertDismissed(repository))
  }
}
