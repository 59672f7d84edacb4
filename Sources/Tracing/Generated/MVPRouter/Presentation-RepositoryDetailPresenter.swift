// Generated from Sources/MVPRouter/Presentation/RepositoryDetailPresenter.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVPRouter/Presentation/RepositoryDetailPresenter.swift", line: 1)
import Tracing; import RepositorySearch

/// The detail screen's presenter: owns the repository shown, formats it into what the view
/// shows, opens its page through an injected opener, and asks the router to close the screen.
///
/// ``Router`` creates it; the detail view controller owns it and is its weak view.
@MainActor
package final class RepositoryDetailPresenter {
  /// The view this presenter drives; weak because the view owns the presenter.
  package weak var view: (any RepositoryDetailPresenterOutput)?

  private let repository: Repository
  private let urlOpener: any URLOpening
  private weak var router: (any RepositoryDetailRouting)?

  /// Creates a presenter for `repository` that opens pages with `urlOpener` and goes back
  /// through `router`.
  package init(
    repository: Repository, urlOpener: any URLOpening, router: any RepositoryDetailRouting
  ) { Trace.enter("MVPRouter", "RepositoryDetailPresenter", "init(repository:urlOpener:router:)"); defer { Trace.exit() }
    self.repository = repository
    self.urlOpener = urlOpener
    self.router = router
  }
}

extension RepositoryDetailPresenter: RepositoryDetailPresenterInput {
  package func viewDidLoad() { Trace.enter("MVPRouter", "RepositoryDetailPresenter", "viewDidLoad()"); defer { Trace.exit() }
    view?.showRepository(RepositoryDetailContent(repository))
  }

  package func openButtonClicked() { Trace.enter("MVPRouter", "RepositoryDetailPresenter", "openButtonClicked()"); defer { Trace.exit() }
    if urlOpener.open(repository.htmlURL) {
      view?.showOpenedInBrowser()
    } else {
      view?.showAlert(.browserUnavailable(for: repository.htmlURL))
    }
  }

  package func backButtonClicked() { Trace.enter("MVPRouter", "RepositoryDetailPresenter", "backButtonClicked()"); defer { Trace.exit() }
    router?.closeRepositoryDetail()
  }
}
