import RepositorySearch

/// The detail screen's presenter: hands the view what its interactor says of the repository,
/// tells the view when the page opened, and asks the router to close the screen.
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
  ) {
    self.interactor = interactor
    self.router = router
  }
}

extension RepositoryDetailPresenter: RepositoryDetailPresenterInput {
  package func viewDidLoad() {
    view?.showRepository(interactor.repository)
  }

  package func openButtonClicked() {
    if interactor.openRepositoryPage() {
      view?.showOpenedInBrowser()
    } else {
      view?.showAlert(.browserUnavailable(for: interactor.url))
    }
  }

  package func backButtonClicked() {
    router?.closeRepositoryDetail()
  }
}
