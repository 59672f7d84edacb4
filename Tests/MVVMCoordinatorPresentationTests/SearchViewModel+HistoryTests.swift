import MVVMCoordinatorPresentation
import RepositorySearch
import TestSupport
import Testing

/// Every field of the search view model's state, as a history asserts it.
struct SearchViewModelState: Equatable {
  var query: String?
  var isLoading: Bool
  var isLoadingMore: Bool
  var rows: [String]
  var summary: String
  var alert: SearchAlert?
  var focus: SearchViewModel.Focus

  /// What `viewModel` says now, every field.
  @MainActor
  init(_ viewModel: SearchViewModel) {
    query = viewModel.query?.text
    isLoading = viewModel.isLoading
    isLoadingMore = viewModel.isLoadingMore
    rows = viewModel.repositoryIDs.indices.compactMap { viewModel.rowContent(at: $0)?.title }
    summary = viewModel.summary
    alert = viewModel.alert
    focus = viewModel.focus
  }
}

/// The view model's whole history for an input, every state it went through, every field, in
/// order, read through its `onChange` notification: a change nobody asserted fails.
@MainActor
@Suite struct SearchViewModelHistoryTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let clock = ManualClock()
  let viewModel: SearchViewModel
  let history: StateHistory<SearchViewModelState>

  init() {
    viewModel = SearchViewModel(
      repository: SearchResultsRepository(service: service), clock: clock)
    history = StateHistory(initial: SearchViewModelState(viewModel))
    viewModel.onChange = { [viewModel, history] in history.record(SearchViewModelState(viewModel)) }
  }

  private func settled() async {
    await settle(until: [service, clock])
  }

  @Test func aSearchByEnterThenTheNextPage() async throws {
    viewModel.searchButtonClicked(query: "swift")
    await settled()
    #expect(
      history.check {
        $0.query = "swift"
        $0.isLoading = true
      } == .matches)

    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settled()
    #expect(
      history.check {
        $0.isLoading = false
        $0.rows = (1...30).map { "octocat/sample-\($0)" }
        $0.summary = "30 of 45"
        $0.focus = .row(0)
      } == .matches)

    viewModel.willDisplayRow(at: 29)
    await settled()
    #expect(
      history.check {
        $0.isLoadingMore = true
      } == .matches)

    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settled()
    #expect(
      history.check {
        $0.isLoadingMore = false
        $0.rows = (1...45).map { "octocat/sample-\($0)" }
        $0.summary = "45 of 45"
      } == .matches)
  }
}
