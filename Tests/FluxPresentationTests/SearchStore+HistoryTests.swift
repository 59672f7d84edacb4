import FluxPresentation
import RepositorySearch
import TestSupport
import Testing

/// Every field of the search store's state, as a history asserts it.
struct SearchStoreState: Equatable {
  var query: String?
  var isLoading: Bool
  var isLoadingMore: Bool
  var rows: [String]
  var summary: String
  var nextPage: Int?
  var alert: SearchAlert?
  var repositoryToShow: String?
  var focus: SearchStore.Focus

  /// What `store` says now, every field.
  @MainActor
  init(_ store: SearchStore) {
    query = store.query?.text
    isLoading = store.isLoading
    isLoadingMore = store.isLoadingMore
    rows = store.repositories.map(\.name)
    summary = store.summary
    nextPage = store.nextPage
    alert = store.alert
    repositoryToShow = store.repositoryToShow?.name
    focus = store.focus
  }
}

/// The store's whole history for a sequence of actions, every field, in order.
///
/// Every state its notification announced is recorded: a change nobody asserted fails, and so
/// does an action that changes nothing yet notifies.
@MainActor
@Suite struct SearchStoreHistoryTests {
  let store = SearchStore()
  let history: StateHistory<SearchStoreState>

  init() {
    history = StateHistory(initial: SearchStoreState(store))
    store.onChange = { [store, history] in history.record(SearchStoreState(store)) }
  }

  @Test func aSearchByEnterThenTheNextPage() throws {
    store.handle(.searchStarted(try SearchQuery("swift"), asYouType: false))
    #expect(
      history.check {
        $0.query = "swift"
        $0.isLoading = true
      } == .matches)

    store.handle(.searchLoaded(.sample(page: 1, of: 45)))
    #expect(
      history.check {
        $0.isLoading = false
        $0.rows = (1...30).map { "sample-\($0)" }
        $0.summary = "30 of 45"
        $0.nextPage = 2
        $0.focus = .row(0)
      } == .matches)

    // The view's acknowledgement that the focus is where the store says: nothing changes,
    // nothing is announced.
    store.handle(.rowHighlighted(0))
    store.handle(.loadingMoreStarted)
    #expect(
      history.check {
        $0.isLoadingMore = true
        $0.nextPage = nil
      } == .matches)

    store.handle(.nextPageLoaded(.sample(page: 2, of: 45)))
    #expect(
      history.check {
        $0.isLoadingMore = false
        $0.rows = (1...45).map { "sample-\($0)" }
        $0.summary = "45 of 45"
      } == .matches)
  }
}
