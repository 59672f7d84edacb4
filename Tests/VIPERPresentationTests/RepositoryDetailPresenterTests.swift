import Foundation
import RepositorySearch
import TestSupport
import Testing

@testable import VIPERPresentation

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

  let repository: RepositoryDetailItem
  let view = DetailViewSpy()
  let router = RouterSpy()

  init() throws {
    repository = RepositoryDetailItem(
      fullName: "swiftlang/swift", description: nil, stargazersCount: 67_890,
      forksCount: 10_432, openIssuesCount: 0, language: "C++", topics: ["compiler", "swift"],
      licenseName: nil, updatedAt: Date(timeIntervalSince1970: 1_714_566_896),
      htmlURL: try #require(URL(string: "https://github.com/swiftlang/swift")))
  }

  private func makePresenter(
    canOpen: Bool = true
  ) -> (RepositoryDetailPresenter, RepositoryDetailInteractorSpy) {
    let interactor = RepositoryDetailInteractorSpy(repository: repository, canOpen: canOpen)
    let presenter = RepositoryDetailPresenter(interactor: interactor, router: router)
    presenter.view = view
    return (presenter, interactor)
  }

  @Test func formatsItsInteractorsPlainDataForTheViewWhenTheViewLoads() throws {
    let (presenter, _) = makePresenter()
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
