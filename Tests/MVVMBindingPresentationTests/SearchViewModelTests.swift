import MVVMBindingPresentation
import RepositorySearch
import TestSupport
import Testing

/// The view model with no view at all: intents in, state out, a scripted model behind it.
@MainActor
@Suite struct SearchViewModelTests {
  let model = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let viewModel: SearchViewModel

  init() {
    viewModel = SearchViewModel(model: model, clock: clock)
  }

  private func settled() async {
    await settle(until: [model, clock])
  }

  /// Types `text` and presses Enter.
  private func search(_ text: String) async {
    viewModel.queryChanged(text)
    viewModel.searchButtonClicked()
    await settled()
  }

  private func answer(_ query: String, page: Int = 1, with result: SearchPage) async throws {
    try model.respond(to: query, page: page, with: result)
    await settled()
  }

  @Test(arguments: [
    ("  \n", SearchQuery.ValidationError.empty),
    (String(repeating: "検", count: 257), .tooLong(length: 257)),
  ])
  func showsTheValidationAlertAndSearchesNothing(
    _ text: String, _ error: SearchQuery.ValidationError
  ) async {
    await search(text)
    #expect(viewModel.alert == .invalidQuery(error))
    #expect(!viewModel.isLoading)
    #expect(model.requests.isEmpty)
    viewModel.didPresentAlert()
    #expect(viewModel.alert == nil, "presented once, then gone")
  }

  @Test func loadsThenShowsTheRowsAndAsksForTheFirstRowToBeFocused() async throws {
    await search(" swift ")
    #expect(viewModel.isLoading)
    #expect(viewModel.query?.text == "swift")
    #expect(viewModel.repositories.isEmpty)
    #expect(model.pendingRequests.map(\.query.text) == ["swift"])

    try await answer("swift", with: .sample(page: 1, of: 45))
    #expect(!viewModel.isLoading)
    #expect(viewModel.repositories.map(\.name).prefix(2) == ["sample-1", "sample-2"])
    #expect(viewModel.summary == "30 of 45")
    #expect(viewModel.hasMoreResults)
    #expect(viewModel.shouldFocusFirstRow)
    viewModel.didFocusFirstRow()
    #expect(!viewModel.shouldFocusFirstRow)
  }

  @Test func aBoundViewSeesTheEmptyListBeforeTheNewRows() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 30))
    viewModel.didFocusFirstRow()
    let view = BoundViewSpy(viewModel)
    await search("rust")
    try await answer("rust", with: .sample(page: 1, of: 30))
    #expect(
      view.seen.map(\.description) == [
        "30 rows, 30 of 30", "0 rows, loading", "30 rows, 30 of 30, focus first row",
      ])
  }

  @Test func showsTheNoResultsAlertForAnEmptyPage() async throws {
    await search("qwxyz")
    try await answer("qwxyz", with: SearchPage(items: [], totalCount: 0, page: 1))
    #expect(viewModel.alert == .noResults(for: try SearchQuery("qwxyz")))
    #expect(viewModel.repositories.isEmpty)
    #expect(viewModel.summary == "")
    #expect(!viewModel.shouldFocusFirstRow)
  }

  @Test(arguments: [
    SearchError.offline, .rateLimited(secondsUntilReset: 42), .queryRejected(message: "Bad."),
    .serverError(statusCode: 503), .unreadableResponse,
  ])
  func showsEachFailureAsAnAlert(_ error: SearchError) async throws {
    await search("swift")
    try model.fail("swift", page: 1, with: error)
    await settled()
    #expect(viewModel.alert == .searchFailed(error))
    #expect(!viewModel.isLoading)
  }

  @Test func ignoresAnOlderSearchThatAnswersLate() async throws {
    await search("kotlin")
    await search("swift")
    #expect(model.cancelledRequests.map(\.query.text) == ["kotlin"])
    try await answer("swift", with: .sample(page: 1, of: 2))
    try await answer("kotlin", with: .sample(page: 1, of: 7))
    #expect(viewModel.repositories.count == 2)
    #expect(viewModel.query?.text == "swift")
  }

  @Test func loadsTheNextPageOnceWhenTheLastRowAppears() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 45))
    viewModel.loadMoreIfNeeded(at: 28)
    await settled()
    #expect(model.pendingRequests.isEmpty, "only the last row asks for more")
    viewModel.loadMoreIfNeeded(at: 29)
    viewModel.loadMoreIfNeeded(at: 29)
    await settled()
    #expect(model.pendingRequests.map(\.page) == [2], "one request, however often it is asked")
    #expect(viewModel.isLoadingMore)

    try await answer("swift", page: 2, with: .sample(page: 2, of: 45))
    #expect(!viewModel.isLoadingMore)
    #expect(viewModel.repositories.count == 45)
    #expect(viewModel.summary == "45 of 45")
    #expect(!viewModel.hasMoreResults)
    viewModel.loadMoreIfNeeded(at: 44)
    await settled()
    #expect(model.pendingRequests.isEmpty, "45 of 45 has no next page")
  }

  @Test func keepsTheRowsWhenAPageFails() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 45))
    viewModel.loadMoreIfNeeded(at: 29)
    await settled()
    try model.fail("swift", page: 2, with: .offline)
    await settled()
    #expect(viewModel.alert == .searchFailed(.offline))
    #expect(!viewModel.isLoadingMore)
    #expect(viewModel.repositories.count == 30)
  }

  @Test func aNewSearchCancelsThePageInFlightWhichNeverLands() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 45))
    viewModel.loadMoreIfNeeded(at: 29)
    await settled()
    await search("rust")
    #expect(model.cancelledRequests.map(\.page) == [2])
    #expect(!viewModel.isLoadingMore)
    try await answer("swift", page: 2, with: .sample(page: 2, of: 45))
    #expect(viewModel.repositories.isEmpty, "the old page is not appended")
    #expect(viewModel.isLoading)
  }

  @Test func selectingARowAsksForItsDetailOnce() async throws {
    await search("swift")
    try await answer("swift", with: .sample(page: 1, of: 3))
    viewModel.didSelectRow(at: 2)
    viewModel.didSelectRow(at: 3)
    #expect(viewModel.repositoryToShow == Repository.samples(count: 3)[2])
    viewModel.didShowRepository()
    #expect(viewModel.repositoryToShow == nil)
  }

  @Test func isReleasedWhileASearchIsInFlight() async {
    var owned: SearchViewModel? = SearchViewModel(model: model, clock: clock)
    owned?.queryChanged("swift")
    owned?.searchButtonClicked()
    await settled()
    weak let released = owned
    owned = nil
    #expect(released == nil, "the search in flight does not keep it alive")
  }
}
