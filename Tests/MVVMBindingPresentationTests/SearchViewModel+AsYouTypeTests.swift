import MVVMBindingPresentation
import RepositorySearch
import TestSupport
import Testing

/// S13 in the view model: the pipeline the article writes as `filter` / `debounce` /
/// `flatMapLatest`, driven by edits and the manual clock, with no view.
@MainActor
@Suite struct SearchViewModelAsYouTypeTests {
  let model = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let viewModel: SearchViewModel

  init() {
    viewModel = SearchViewModel(model: model, clock: clock)
  }

  /// The person edits the search bar; the pause, if any, starts waiting on the clock.
  private func edit(_ text: String) async {
    viewModel.queryChanged(text)
    await settle(until: [model, clock])
  }

  private func advance(by duration: Duration) async {
    clock.advance(by: duration)
    await settle(until: [model, clock])
  }

  private var searched: [String] { model.requests.map(\.query.text) }

  @Test func searchesAfterTheTextStaysUnchangedForThePause() async {
    await edit("swi")
    #expect(viewModel.searchText == "swi")
    await advance(by: .milliseconds(499))
    #expect(searched.isEmpty)
    #expect(!viewModel.isLoading)
    await advance(by: .milliseconds(1))
    #expect(searched == ["swi"])
    #expect(viewModel.isLoading)
    #expect(viewModel.query?.text == "swi")
  }

  @Test func aTypedSearchShowsTheRowsButFocusesNothing() async throws {
    await edit("swift")
    await advance(by: .milliseconds(500))
    try model.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [model, clock])
    #expect(viewModel.repositories.count == 30)
    #expect(!viewModel.shouldFocusFirstRow)
  }

  @Test func aTypedSearchReportsNoResultsAndFailuresLikeEnter() async throws {
    await edit("qwxyz")
    await advance(by: .milliseconds(500))
    try model.respond(to: "qwxyz", page: 1, with: SearchPage(items: [], totalCount: 0, page: 1))
    await settle(until: [model, clock])
    #expect(viewModel.alert == .noResults(for: try SearchQuery("qwxyz")))
    viewModel.didPresentAlert()
    await edit("qwxyzw")
    await advance(by: .milliseconds(500))
    try model.fail("qwxyzw", page: 1, with: .offline)
    await settle(until: [model, clock])
    #expect(viewModel.alert == .searchFailed(.offline))
  }

  @Test func backspaceBelowThreeCharactersNeverSearchesTheTextBefore() async {
    await edit("swi")
    await advance(by: .milliseconds(300))
    await edit("sw")
    await advance(by: .seconds(1))
    #expect(searched.isEmpty, "the filter runs after the pause is cancelled, not before it")
    #expect(clock.sleeperCount == 0, "nothing is left waiting")
  }

  @Test func spacesDoNotCountTowardsThreeCharacters() async {
    await edit("sw ")
    await edit(" sw  ")
    await advance(by: .seconds(1))
    #expect(searched.isEmpty)
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
    await edit("swift")
    viewModel.searchButtonClicked()
    await edit(" swift ")
    await advance(by: .seconds(1))
    #expect(searched == ["swift"])
    await edit("swiftx")
    await edit("swift")
    await advance(by: .seconds(1))
    #expect(searched == ["swift"], "back to the query shown before the pause ends: nothing")
  }

  @Test func enterSearchesAtOnceCancelsThePauseAndRetriesTheQueryShown() async {
    await edit("swift")
    await advance(by: .milliseconds(100))
    viewModel.searchButtonClicked()
    await settle(until: [model, clock])
    #expect(searched == ["swift"])
    await advance(by: .seconds(1))
    #expect(searched == ["swift"], "the pause was cancelled")
    viewModel.searchButtonClicked()
    await settle(until: [model, clock])
    #expect(searched == ["swift", "swift"], "Enter repeats the query shown, to retry")
  }

  @Test func aNewerTypedSearchCancelsTheOneInFlight() async throws {
    await edit("swift")
    await advance(by: .milliseconds(500))
    await edit("swiftui")
    await advance(by: .milliseconds(500))
    #expect(model.cancelledRequests.map(\.query.text) == ["swift"])
    try model.respond(to: "swift", page: 1, with: .sample(page: 1, of: 7))
    await settle(until: [model, clock])
    #expect(viewModel.repositories.isEmpty, "the older answer is dropped")
    #expect(viewModel.query?.text == "swiftui")
  }
}
