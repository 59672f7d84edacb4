import RepositorySearch
import TestSupport
import Testing
import VIPERPresentation

/// S13 in the presenter: the pause, the filter after it, distinctness, Enter and leaving the
/// search bar — with a spy view, a spy interactor and the manual clock, no toolkit.
@MainActor
@Suite struct SearchPresenterAsYouTypeTests {
  let interactor = SearchInteractorSpy()
  let view = SearchViewSpy()
  let clock = ManualClock()
  let router = RouterSpy()
  let presenter: SearchPresenter

  init() {
    presenter = SearchPresenter(interactor: interactor, clock: clock, router: router)
    presenter.view = view
  }

  /// The text changed; the presenter's pause task gets to start waiting on the clock.
  private func edit(_ text: String) async {
    presenter.searchTextDidChange(text)
    await settle(until: [clock])
  }

  private func advance(by duration: Duration) async {
    clock.advance(by: duration)
    await settle(until: [clock])
  }

  private var searched: [SearchInteractorSpy.Call] { interactor.calls }

  @Test func searchesAfterTheTextStaysUnchangedForThePause() async {
    await edit("swi")
    await advance(by: .milliseconds(499))
    #expect(searched.isEmpty)
    await advance(by: .milliseconds(1))
    #expect(searched == [.search("swi")])
    #expect(
      view.calls == [.setLoadingMore(false), .reloadRepositories(summary: ""), .showLoading("swi")])
  }

  @Test func aTypedSearchDoesNotSelectTheFirstRow() async throws {
    await edit("swift")
    await advance(by: .milliseconds(500))
    view.reset()
    presenter.didFinishSearch(.success(interactor.receive(.sample(page: 1, of: 45))))
    #expect(view.calls == [.hideLoading, .reloadRepositories(summary: "30 of 45")])
  }

  @Test func shorteningBelowThreeCharactersCancelsThePendingSearch() async {
    await edit("swi")
    await advance(by: .milliseconds(300))
    await edit("sw")
    await advance(by: .seconds(1))
    #expect(searched.isEmpty, "the filter runs after the pause is cancelled, not before")
    #expect(view.calls.isEmpty)
  }

  @Test func eachEditRestartsThePause() async {
    await edit("swi")
    await advance(by: .milliseconds(400))
    await edit("swif")
    await advance(by: .milliseconds(400))
    #expect(searched.isEmpty)
    await advance(by: .milliseconds(100))
    #expect(searched == [.search("swif")])
  }

  @Test func theQueryAlreadySearchedIsNotSearchedAgain() async {
    presenter.searchButtonClicked(query: "swift")
    await edit(" swift ")
    await advance(by: .seconds(1))
    #expect(searched == [.search("swift")])
  }

  @Test func enterSearchesAtOnceAndCancelsThePause() async {
    await edit("swift")
    await advance(by: .milliseconds(100))
    presenter.searchButtonClicked(query: "swift")
    #expect(searched == [.search("swift")])
    await advance(by: .seconds(1))
    #expect(searched == [.search("swift")])
    presenter.searchButtonClicked(query: "swift")
    #expect(searched == [.search("swift"), .search("swift")], "Enter repeats the query, to retry")
  }

  @Test func leavingTheSearchBarCancelsThePendingSearch() async {
    await edit("swift")
    await advance(by: .milliseconds(300))
    presenter.searchTextDidEndEditing()
    await advance(by: .seconds(1))
    #expect(searched.isEmpty, "the pause belongs to the search bar")
    #expect(view.calls.isEmpty)
  }

  @Test func aPendingPauseDoesNotKeepItsPresenterAlive() async {
    weak var releasedPresenter: SearchPresenter?
    do {
      let presenter = SearchPresenter(interactor: interactor, clock: clock, router: router)
      presenter.view = view
      presenter.searchTextDidChange("swift")
      await settle(until: [clock])
      await advance(by: .milliseconds(499))
      releasedPresenter = presenter
    }
    #expect(releasedPresenter == nil, "the waiting task holds its presenter weakly")
    await advance(by: .milliseconds(1))
    #expect(searched.isEmpty)
  }
}
