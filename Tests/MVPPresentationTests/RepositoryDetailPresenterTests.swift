import Foundation
import MVPPresentation
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

  @Test func showsItsRepositoryWhenTheViewLoads() {
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: true))
    presenter.view = view
    presenter.viewDidLoad()
    #expect(view.shown == [repository])
  }

  @Test func confirmsWhenTheBrowserOpens() {
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: true))
    presenter.view = view
    presenter.openButtonClicked()
    #expect(view.openedConfirmations == 1)
    #expect(view.alerts.isEmpty)
  }

  @Test func offersTheAddressWhenNoBrowserOpens() {
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: false))
    presenter.view = view
    presenter.openButtonClicked()
    #expect(view.openedConfirmations == 0)
    #expect(view.alerts == [.browserUnavailable(for: repository.htmlURL)])
  }
}
