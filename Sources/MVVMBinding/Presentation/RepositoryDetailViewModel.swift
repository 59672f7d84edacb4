import Observation
import RepositorySearch

/// The detail screen's view model: owns the repository shown and whether its page was opened,
/// and opens it through an injected opener.
///
/// ``Assembly`` creates it; the detail view controller owns it and binds to it, and it never
/// refers to the view.
@MainActor
@Observable
package final class RepositoryDetailViewModel {
  /// The repository shown; it never changes.
  package let repository: Repository
  /// True once the browser was asked to open the page (D2).
  package private(set) var isOpenedInBrowser = false
  /// An alert waiting to be shown; the view presents it, then calls ``didPresentAlert()``.
  package private(set) var alert: SearchAlert?

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
  }

  /// The view presented ``alert``; it is not shown again.
  package func didPresentAlert() {
    alert = nil
  }
}
