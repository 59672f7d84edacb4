import ReduxPresentation
import RepositorySearch
import TestSupport
import Testing

/// The store a view holds: a property of the state read as the store's own, and a store scoped
/// to the detail state, which reads only that state and sends only the detail screen's actions.
@MainActor
@Suite struct StoreTests {
  let urlOpener = URLOpenerSpy()
  let store: Store<SearchState, SearchAction>

  init() {
    var state = SearchState()
    state.repositories = Repository.samples(count: 3)
    let core = StoreCore(
      initialState: state,
      reducer: SearchReducer(service: ScriptedSearchService(), clock: ManualClock())
        .ifLet(
          \.detail, action: \.detail, embed: SearchAction.detail,
          then: RepositoryDetailReducer(urlOpener: urlOpener)),
      reportIssue: { Issue.record(Comment(rawValue: $0)) })
    store = Store(core: core)
  }

  @Test func readsAPropertyOfTheStateAsItsOwn() {
    #expect(store.repositoryIDs == [1, 2, 3])
    store.send(.didHighlightRow(at: 2))
    #expect(store.focus == .row(2))
    #expect(store.state.focus == .row(2))
  }

  @Test func aScopedStoreExistsWhileItsStateIsSet() {
    #expect(store.scope(state: \.detail, action: SearchAction.detail) == nil)
    store.send(.didSelectRow(at: 1))
    let detail = store.scope(state: \.detail, action: SearchAction.detail)
    #expect(detail?.repository == Repository.samples(count: 3)[1])
  }

  @Test func aScopedStoreSendsItsActionsWrappedAndReadsTheirChanges() async throws {
    store.send(.didSelectRow(at: 0))
    let detail = try #require(store.scope(state: \.detail, action: SearchAction.detail))
    detail.send(.openButtonClicked)
    await settle()
    #expect(detail.isOpenedInBrowser, "the answer of its effect, through the parent")
    #expect(store.detail?.isOpenedInBrowser == true)
    store.send(.detailClosed)
    #expect(store.detail == nil)
    #expect(detail.isOpenedInBrowser, "the screen going away still reads what it last was")
  }
}
