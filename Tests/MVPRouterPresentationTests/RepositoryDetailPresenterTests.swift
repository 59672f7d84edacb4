import Foundation
import MVPRouterPresentation
import RepositorySearch
import TestSupport
import Testing

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

  let repository = Repository.sample(name: "swift", owner: "swiftlang")
  let view = DetailViewSpy()
  let router = RouterSpy()

  @Test func formatsItsRepositoryForTheViewWhenTheViewLoads() throws {
    let repository = Repository.sample(
      name: "swift", owner: "swiftlang", description: nil, language: "C++", stars: 67_890,
      forks: 10_432, openIssues: 0, topics: ["compiler", "swift"],
      updatedAt: Date(timeIntervalSince1970: 1_714_566_896))
    let presenter = RepositoryDetailPresenter(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: true), router: router)
    presenter.view = view
    presenter.viewDidLoad()
    #expect(view.shown.count == 1)
    let shown = try #require(view.shown.first)
    #expect(shown.fullName == "swiftlang/swift")
    #expect(shown.description == "No description.", "a missing description, as the wording says")
    #expect([shown.stars, shown.forks, shown.openIssues] == ["67,890", "10,432", "0"])
    #expect([shown.language, shown.topics] == ["C++", "compiler, swift"])
    #expect([shown.license, shown.updated] == ["—", "2024-05-01"])
    #expect(shown.url == "https://github.com/swiftlang/swift")
    #expect(shown.canOpenInBrowser)
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
