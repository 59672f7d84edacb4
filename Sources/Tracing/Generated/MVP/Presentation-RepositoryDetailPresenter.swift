// Generated from Sources/MVP/Presentation/RepositoryDetailPresenter.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVP/Presentation/RepositoryDetailPresenter.swift", line: 1)
import Tracing; import RepositorySearch

/// The detail screen's presenter: owns the repository shown, formats it into what the view
/// shows, and opens its page through an injected opener.
///
/// ``Assembly`` creates it; the detail view controller owns it and is its weak view.
@MainActor
package final class RepositoryDetailPresenter {
  /// The view this presenter drives; weak because the view owns the presenter.
  package weak var view: (any RepositoryDetailPresenterOutput)?

  private let repository: Repository
  private let urlOpener: any URLOpening

  /// Creates a presenter for `repository` that opens pages with `urlOpener`.
  package init(repository: Repository, urlOpener: any URLOpening) { Trace.enter("MVP", "RepositoryDetailPresenter", "init(repository:urlOpener:)"); defer { Trace.exit() }
    self.repository = repository
    self.urlOpener = urlOpener
  }
}

extension RepositoryDetailPresenter: RepositoryDetailPresenterInput {
  package func viewDidLoad() { Trace.enter("MVP", "RepositoryDetailPresenter", "viewDidLoad()"); defer { Trace.exit() }
    view?.showRepository(RepositoryDetailContent(repository))
  }

  package func openButtonClicked() { Trace.enter("MVP", "RepositoryDetailPresenter", "openButtonClicked()"); defer { Trace.exit() }
    if urlOpener.open(repository.htmlURL) {
      view?.showOpenedInBrowser()
    } else {
      view?.showAlert(.browserUnavailable(for: repository.htmlURL))
    }
  }
}
