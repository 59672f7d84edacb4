import MVPPresentation
import RepositorySearch
import TestSupport
import Testing

/// S13 in the presenter: the pause, the filter after it, distinctness, Enter and leaving the
/// search bar — with a spy view and the manual clock, no toolkit.
@MainActor
@Suite struct SearchPresenterAsYouTypeTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let view = SearchViewSpy()
  let clock = ManualClock()
  let presenter: SearchPresenter

  init() {
    presenter = SearchPresenter(service: service, clock: clock)
    presenter.view = view
  }

  /// The text changed; the presenter's pause task gets to start waiting on the clock.
  private func edit(_ text: String) async {
    presenter.searchTextDidChange(text)
    await settle(until: [service, clock])
  }

  private func advance(by duration: Duration) async {
    clock.advance(by: duration)
    await settle(until: [service, clock])
  }

  private var searched: [String] { service.requests.map(\.query.text) }

  @Test func searchesAfterTheTextStaysUnchangedForThePause() async {
    await edit("swi")
    await advance(by: .milliseconds(499))
    #expect(searched.isEmpty)
    await advance(by: .milliseconds(1))
    #expect(searched == ["swi"])
    #expect(
      view.calls == [.setLoadingMore(false), .reloadRepositories(summary: ""), .showLoading("swi")])
  }

  @Test func aTypedSearchDoesNotSelectTheFirstRow() async throws {
    await edit("swift")
    await advance(by: .milliseconds(500))
    view.reset()
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service, clock])
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
    #expect(searched == ["swif"])
  }

  @Test func theQueryAlreadySearchedIsNotSearchedAgain() async {
    presenter.searchButtonClicked(query: "swift")
    await edit(" swift ")
    await advance(by: .seconds(1))
    #expect(searched == ["swift"])
  }

  @Test func enterSearchesAtOnceAndCancelsThePause() async {
    await edit("swift")
    await advance(by: .milliseconds(100))
    presenter.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    #expect(searched == ["swift"])
    await advance(by: .seconds(1))
    #expect(searched == ["swift"])
    presenter.searchButtonClicked(query: "swift")
    await settle(until: [service, clock])
    #expect(searched == ["swift", "swift"], "Enter repeats the query shown, to retry")
  }

  @Test func aNewerTypedSearchCancelsTheOneInFlight() async throws {
    await edit("swift")
    await advance(by: .milliseconds(500))
    await edit("swiftui")
    await advance(by: .milliseconds(500))
    #expect(service.cancelledRequests.map(\.query.text) == ["swift"])
    view.reset()
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 7))
    await settle(until: [service, clock])
    #expect(view.calls.isEmpty, "the older answer is dropped")
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
      let presenter = SearchPresenter(service: service, clock: clock)
      presenter.view = view
      presenter.searchTextDidChange("swift")
      await settle(until: [service, clock])
      await advance(by: .milliseconds(499))
      releasedPresenter = presenter
    }
    #expect(releasedPresenter == nil, "the waiting task holds its presenter weakly")
    await advance(by: .milliseconds(1))
    #expect(searched.isEmpty)
  }
}
