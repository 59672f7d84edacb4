// Generated from Sources/VIPER/Presentation/RepositoryDetailPresenter.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/RepositoryDetailPresenter.swift", line: 1)
import Tracing; import RepositorySearch

/// The detail screen's presenter: formats the plain data its interactor hands it into what the
/// view shows, tells the view when the page opened, and asks the router to close the screen.
///
/// ``Router`` creates it; the detail view controller owns it and is its weak view, and it
/// owns its interactor.
@MainActor
package final class RepositoryDetailPresenter {
  /// The view this presenter drives; weak because the view owns the presenter.
  package weak var view: (any RepositoryDetailPresenterOutput)?

  private let interactor: any RepositoryDetailInteractorInput
  private weak var router: (any RepositoryDetailRouting)?

  /// Creates a presenter that shows and opens `interactor`'s repository and goes back through
  /// `router`.
  package init(
    interactor: any RepositoryDetailInteractorInput, router: any RepositoryDetailRouting
  ) { Trace.enter("VIPER", "RepositoryDetailPresenter", "init(interactor:router:)"); defer { Trace.exit() }
    self.interactor = interactor
    self.router = router
  }
}

extension RepositoryDetailPresenter: RepositoryDetailPresenterInput {
  package func viewDidLoad() { Trace.enter("VIPER", "RepositoryDetailPresenter", "viewDidLoad()"); defer { Trace.exit() }
    let repository = interactor.repository
    view?.showRepository(
      RepositoryDetailContent(
        fullName: repository.fullName, description: repository.description,
        stargazersCount: repository.stargazersCount, forksCount: repository.forksCount,
        openIssuesCount: repository.openIssuesCount, language: repository.language,
        topics: repository.topics, licenseName: repository.licenseName,
        updatedAt: repository.updatedAt, htmlURL: repository.htmlURL))
  }

  package func openButtonClicked() { Trace.enter("VIPER", "RepositoryDetailPresenter", "openButtonClicked()"); defer { Trace.exit() }
    if interactor.openRepositoryPage() {
      view?.showOpenedInBrowser()
    } else {
      view?.showAlert(.browserUnavailable(for: interactor.repository.htmlURL))
    }
  }

  package func backButtonClicked() { Trace.enter("VIPER", "RepositoryDetailPresenter", "backButtonClicked()"); defer { Trace.exit() }
    router?.closeRepositoryDetail()
  }
}
