import RepositorySearch
import TestSupport
import Testing
import VIPERPresentation

@MainActor
@Suite struct RepositoryDetailPresenterTests {
  @MainActor
  final class DetailViewSpy: RepositoryDetailPresenterOutput {
    var shown: [RepositoryDetailContent] = []
    var openedConfirmations = 0
    var alerts: [SearchAlert] = []

    func showRepository(_ content: RepositoryDetailContent) { shown.append(content) }
    func showOpenedInBrowser() { openedConfirmations += 1 }
    func showAlert(_ alert: SearchAlert) { alerts.append(alert) }
  }

  let repository = Repository.sample(
    name: "swift", owner: "swiftlang", description: nil, language: "C++", stars: 67_890,
    forks: 10_432, openIssues: 0, topics: ["compiler", "swift"])
  let view = DetailViewSpy()
  let router = RouterSpy()

  private func makePresenter(
    canOpen: Bool = true
  ) -> (RepositoryDetailPresenter, RepositoryDetailInteractorSpy) {
    let interactor = RepositoryDetailInteractorSpy(repository: repository, canOpen: canOpen)
    let presenter = RepositoryDetailPresenter(interactor: interactor, router: router)
    presenter.view = view
    return (presenter, interactor)
  }

  @Test func handsTheViewItsInteractorsRepositoryWhenTheViewLoads() {
    let (presenter, interactor) = makePresenter()
    presenter.viewDidLoad()
    #expect(view.shown == [interactor.repository])
    #expect(view.shown.first?.fullName == "swiftlang/swift")
  }

  @Test func confirmsWhenTheBrowserOpens() {
    let (presenter, interactor) = makePresenter(canOpen: true)
    presenter.openButtonClicked()
    #expect(interactor.openCount == 1)
    #expect(view.openedConfirmations == 1)
    #expect(view.alerts.isEmpty)
  }

  @Test func offersTheAddressWhenNoBrowserOpens() {
    let (presenter, _) = makePresenter(canOpen: false)
    presenter.openButtonClicked()
    #expect(view.openedConfirmations == 0)
    #expect(view.alerts == [.browserUnavailable(for: repository.htmlURL)])
  }

  @Test func asksTheRouterToCloseWhenThePersonGoesBack() {
    let (presenter, interactor) = makePresenter()
    presenter.backButtonClicked()
    #expect(router.calls == [.closeRepositoryDetail])
    #expect(interactor.openCount == 0)
    #expect(view.alerts.isEmpty && view.openedConfirmations == 0)
  }

  @Test func doesNotKeepItsRouterAlive() {
    weak var weakRouter: RouterSpy?
    let presenter: RepositoryDetailPresenter
    do {
      let router = RouterSpy()
      weakRouter = router
      presenter = RepositoryDetailPresenter(
        interactor: RepositoryDetailInteractorSpy(repository: repository, canOpen: true),
        router: router)
    }
    withExtendedLifetime(presenter) {
      #expect(weakRouter == nil, "the presenter does not keep its router alive")
    }
  }
}
