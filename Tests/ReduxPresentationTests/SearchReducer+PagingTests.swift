import ReduxPresentation
import RepositorySearch
import TestSupport
import Testing

/// S9 and D3 in the reducer: paging from the last row, the 1,000 cap, an empty page, a failed
/// page, and the detail screen as child state composed with `ifLet`.
@MainActor
@Suite(ExpectedIssues.catching) struct SearchReducerPagingTests {
  let service = ScriptedSearchService()
  let urlOpener = URLOpenerSpy(canOpen: false)
  let store: TestStore<SearchState, SearchAction>
  let swift: SearchQuery

  init() throws {
    swift = try SearchQuery("swift")
    store = TestStore(
      initialState: SearchState(),
      reducer: SearchReducer(service: service, clock: ManualClock())
        .ifLet(
          \.detail, action: \.detail, embed: SearchAction.detail,
          then: RepositoryDetailReducer(urlOpener: urlOpener)), clock: ManualClock())
  }

  private func showResults(_ page: SearchPage) async throws {
    store.send(.searchTextDidChange("swift")) { $0.searchText = "swift" }
    store.send(.searchButtonClicked) {
      $0.query = swift
      $0.isLoading = true
    }
    await settle(until: [service])
    try service.respond(to: "swift", with: page)
    await store.receive(.searchLoaded(page)) {
      $0.isLoading = false
      $0.lastPage = page
      $0.repositories = page.items
      $0.focus = .row(0)
    }
  }

  @Test func theLastRowLoadsTheNextPageAndAppendsIt() async throws {
    let all = Repository.samples(count: 45)
    let first = SearchPage.sample(page: 1, of: 45, from: all)
    try await showResults(first)
    store.send(.willDisplayRow(at: 28))
    store.send(.willDisplayRow(at: 29)) { $0.isLoadingMore = true }
    store.send(.willDisplayRow(at: 29))
    await settle(until: [service])
    let second = SearchPage.sample(page: 2, of: 45, from: all)
    try service.respond(to: "swift", page: 2, with: second)
    await store.receive(.nextPageLoaded(second)) {
      $0.isLoadingMore = false
      $0.lastPage = second
      $0.repositories = all
    }
    #expect(store.state.nextPage == nil, "the last page")
    store.send(.willDisplayRow(at: 44))
  }

  @Test func pagingStopsAtTheCapAndAfterAnEmptyPage() async throws {
    let capped = SearchPage(
      items: Repository.samples(count: 30), totalCount: 5_000, page: 34)
    #expect(!capped.hasMorePages, "page 34 reaches GitHub's 1,000 results")
    try await showResults(capped)
    store.send(.willDisplayRow(at: capped.items.count - 1))
    var state = SearchState()
    state.lastPage = SearchPage(items: [], totalCount: 500, page: 2)
    #expect(state.nextPage == nil, "an empty page ends paging, whatever total it claims")
  }

  @Test func aFailedPageKeepsTheRowsAndShowsItsAlert() async throws {
    let first = SearchPage.sample(page: 1, of: 45)
    try await showResults(first)
    store.send(.willDisplayRow(at: 29)) { $0.isLoadingMore = true }
    await settle(until: [service])
    try service.fail("swift", page: 2, with: .offline)
    await store.receive(.nextPageFailed(.offline)) {
      $0.isLoadingMore = false
      $0.alert = .searchFailed(.offline)
    }
  }

  @Test func theDetailScreenIsChildStateSetAndCleared() async throws {
    let first = SearchPage.sample(page: 1, of: 3)
    try await showResults(first)
    let repository = first.items[1]
    store.send(.didSelectRow(at: 1)) { $0.detail = RepositoryDetailState(repository: repository) }
    store.send(.detail(.openButtonClicked))
    await store.receive(.detail(.browserUnavailable)) {
      $0.detail?.alert = .browserUnavailable(for: repository.htmlURL)
    }
    store.send(.detail(.alertDismissed)) { $0.detail?.alert = nil }
    store.send(.detailClosed) { $0.detail = nil }
    store.send(.didSelectRow(at: 7))
  }

  @Test func anActionForTheDetailScreenOnceItIsGoneIsReported() async throws {
    try await showResults(.sample(page: 1, of: 3))
    let issues = ExpectedIssues.during { store.send(.detail(.openButtonClicked)) }
    #expect(
      issues.map(\.message) == [
        "detail(ReduxPresentation.RepositoryDetailAction.openButtonClicked) arrived with no"
          + " RepositoryDetailState to run on; it changed nothing"
      ])
    await store.finish()
    #expect(urlOpener.openedURLs.isEmpty, "nothing ran for it")
  }

  @Test func closingTheDetailScreenCancelsItsEffects() async throws {
    try await showResults(.sample(page: 1, of: 3))
    let repository = store.state.repositories[0]
    store.send(.didSelectRow(at: 0)) { $0.detail = RepositoryDetailState(repository: repository) }
    store.send(.detail(.openButtonClicked))
    store.send(.detailClosed) { $0.detail = nil }
    // The opener's answer, had it come, would be an action for a screen that is gone.
    await store.finish()
  }

  @Test func theDetailOfAnotherRepositoryCancelsTheWorkOfTheOneItReplaces() async throws {
    let first = SearchPage.sample(page: 1, of: 3)
    try await showResults(first)
    store.send(.didSelectRow(at: 0)) {
      $0.detail = RepositoryDetailState(repository: first.items[0])
    }
    store.send(.detail(.openButtonClicked))
    store.send(.didSelectRow(at: 1)) {
      $0.detail = RepositoryDetailState(repository: first.items[1])
    }
    // The first screen's answer, had it come, would land on the second screen.
    await store.finish()
    #expect(urlOpener.openedURLs.isEmpty, "the first screen's work never ran")
  }

  @Test func openingThePageInTheBrowserIsAnEffect() async throws {
    urlOpener.canOpen = true
    let first = SearchPage.sample(page: 1, of: 3)
    try await showResults(first)
    let repository = first.items[0]
    store.send(.didSelectRow(at: 0)) { $0.detail = RepositoryDetailState(repository: repository) }
    store.send(.detail(.openButtonClicked))
    await store.receive(.detail(.openedInBrowser)) { $0.detail?.isOpenedInBrowser = true }
    #expect(urlOpener.openedURLs == [repository.htmlURL])
  }
}
