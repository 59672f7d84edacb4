// Generated from Sources/Flux/Presentation/RepositoryDetailActionCreator.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/Presentation/RepositoryDetailActionCreator.swift", line: 1)
import Tracing; import RepositorySearch

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
  package init(repository: Repository, urlOpener: any URLOpening, dispatcher: any Dispatching) { Trace.enter("Flux", "RepositoryDetailActionCreator", "init(repository:urlOpener:dispatcher:)"); defer { Trace.exit() }
    self.repository = repository
    self.urlOpener = urlOpener
    self.dispatcher = dispatcher
  }

  /// The person asked to open the page: the browser, or the address to copy where there is
  /// none.
  package func openButtonClicked() { Trace.enter("Flux", "RepositoryDetailActionCreator", "openButtonClicked()"); defer { Trace.exit() }
    if urlOpener.open(repository.htmlURL) {
      dispatcher.dispatch(.openedInBrowser(repository))
    } else {
      dispatcher.dispatch(.browserUnavailable(repository))
    }
  }

  /// The person dismissed the alert.
  package func alertDismissed() { Trace.enter("Flux", "RepositoryDetailActionCreator", "alertDismissed()"); defer { Trace.exit() }
    dispatcher.dispatch(.detailAlertDismissed(repository))
  }
}
