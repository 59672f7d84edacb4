import Foundation
import MVPRouterPresentation
import RepositorySearch
import TestSupport
import Testing

@MainActor
@Suite struct RepositoryDetailPresenterTests {
  @MainActor
  final class DetailViewSpy: RepositoryDetailPresenterOutput {
    var shown: [Repository] = []
    var openedConfirmations = 0
    var alerts: [SearchAlert] = []

    func showRepository(_ repository: Repository) { shown.append(repository) }
    func showOpenedInBrowser() { openedConfirmations += 1 }
    func showAlert(_ alert: SearchAlert) { alerts.append(alert) }
  }

  let repository = Repository.sample(name: "swift", owner: "swiftlang")
  let view = DetailViewSpy()
  let router = RouterSpy()

  @Test func showsItsRepositoryWhenTheViewLoads() {
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: true), router: router)
    presenter.view = view
    presenter.viewDidLoad()
    #expect(view.shown == [repository])
  }

  @Test func confirmsWhenTheBrowserOpens() {
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: true), router: router)
    presenter.view = view
    presenter.openButtonClicked()
    #expect(view.openedConfirmations == 1)
    #expect(view.alerts.isEmpty)
  }

  @Test func offersTheAddressWhenNoBrowserOpens() {
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: false), router: router)
    presenter.view = view
    presenter.openButtonClicked()
    #expect(view.openedConfirmations == 0)
    #expect(view.alerts == [.browserUnavailable(for: repository.htmlURL)])
  }

  @Test func asksTheRouterToCloseWhenThePersonGoesBack() {
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: true), router: router)
    presenter.view = view
    presenter.backButtonClicked()
    #expect(router.calls == [.closeRepositoryDetail])
    #expect(view.alerts.isEmpty && view.openedConfirmations == 0)
  }

  @Test func doesNotKeepItsRouterAlive() {
    weak var weakRouter: RouterSpy?
    let presenter: RepositoryDetailPresenter
    do {
      let router = RouterSpy()
      weakRouter = router
      presenter = RepositoryDetailPresenter(
        repository: repository, urlOpener: URLOpenerSpy(canOpen: true), router: router)
    }
    withExtendedLifetime(presenter) {
      #expect(weakRouter == nil, "the presenter does not keep its router alive")
    }
  }
}
