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

/// The store's whole history for a sequence of actions, every field, in order, read through
/// observation, as a bound view reads it: a change nobody asserted fails, and so does an action
/// that changes nothing yet is observed as a change.
@MainActor
@Suite struct SearchStoreHistoryTests {
  let store = SearchStore()
  let history: StateHistory<SearchStoreState>

  init() {
    history = StateHistory(initial: SearchStoreState(store))
    history.observe { [store] in SearchStoreState(store) }
  }

  @Test func aSearchByEnterThenTheNextPage() async throws {
    store.handle(.searchStarted(try SearchQuery("swift"), asYouType: false))
    await settle()
    #expect(
      history.check {
        $0.query = "swift"
        $0.isLoading = true
      } == .matches)

    store.handle(.searchLoaded(.sample(page: 1, of: 45)))
    await settle()
    #expect(
      history.check {
        $0.isLoading = false
        $0.rows = (1...30).map { "sample-\($0)" }
        $0.summary = "30 of 45"
        $0.nextPage = 2
        $0.focus = .row(0)
      } == .matches)

    // The view's acknowledgement that the focus is where the store says: nothing changes.
    store.handle(.rowHighlighted(0))
    await settle()
    #expect(history.check() == .matches)

    store.handle(.loadingMoreStarted)
    await settle()
    #expect(
      history.check {
        $0.isLoadingMore = true
        $0.nextPage = nil
      } == .matches)

    store.handle(.nextPageLoaded(.sample(page: 2, of: 45)))
    await settle()
    #expect(
      history.check {
        $0.isLoadingMore = false
        $0.rows = (1...45).map { "sample-\($0)" }
        $0.summary = "45 of 45"
      } == .matches)
  }

  @Test func theFocusFollowsThePersonsMovesAndTheSameMoveChangesNothing() async throws {
    store.handle(.rowHighlighted(3))
    await settle()
    #expect(history.check { $0.focus = .row(3) } == .matches)
    store.handle(.rowHighlighted(3))
    await settle()
    #expect(history.check() == .matches, "the same row again changes nothing")
    store.handle(.searchTextEditingBegan)
    await settle()
    #expect(history.check { $0.focus = .searchBar } == .matches)
    store.handle(.searchTextEditingBegan)
    await settle()
    #expect(history.check() == .matches, "the search bar again changes nothing")
  }

  @Test func theDetailScreensActionsChangeNothing() async {
    store.handle(.openedInBrowser(.sample()))
    store.handle(.browserUnavailable(.sample()))
    store.handle(.detailAlertDismissed(.sample()))
    await settle()
    #expect(history.check() == .matches)
  }
}
