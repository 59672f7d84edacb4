import FluxPresentation
import RepositorySearch
import TestSupport
import Testing

/// The store alone, with no service, no clock and no view: actions in, state out.
@MainActor
@Suite struct SearchStoreTests {
  let store = SearchStore()
  let swift: SearchQuery

  init() throws {
    swift = try SearchQuery("swift")
  }

  private func showResults(_ page: SearchPage, asYouType: Bool = false) {
    store.handle(.searchStarted(swift, asYouType: asYouType))
    store.handle(.searchLoaded(page))
  }

  @Test func startsEmptyWithTheFocusInTheSearchBar() {
    #expect(store.query == nil)
    #expect(store.repositoryIDs.count == 0)
    #expect(store.summary == "")
    #expect(!store.isLoading && !store.isLoadingMore)
    #expect(store.alert == nil && store.repositoryToShow == nil)
    #expect(store.focus == .searchBar)
    #expect(store.nextPage == nil)
  }

  @Test func aStartedSearchClearsTheRowsAndLoads() throws {
    showResults(.sample(page: 1, of: 45))
    store.handle(.searchStarted(try SearchQuery("rust"), asYouType: false))
    #expect(store.query?.text == "rust")
    #expect(store.isLoading)
    #expect(store.repositoryIDs.count == 0)
    #expect(store.summary == "")
    #expect(store.focus == .searchBar)
    #expect(store.nextPage == nil, "no page of the new search is loaded yet")
  }

  @Test func aLoadedSearchShowsItsRowsAndTakesTheFocusWhenEnterAskedForIt() {
    showResults(.sample(page: 1, of: 45))
    #expect(!store.isLoading)
    #expect(store.repositoryIDs.count == 30)
    #expect(store.repository(at: 0)?.name == "sample-1")
    #expect(store.repository(at: 30) == nil)
    #expect(store.summary == "30 of 45")
    #expect(store.focus == .row(0))
    #expect(store.nextPage == 2)
  }

  @Test func aSearchLoadedAsYouTypeLeavesTheFocusInTheSearchBar() {
    showResults(.sample(page: 1, of: 45), asYouType: true)
    #expect(store.repositoryIDs.count == 30)
    #expect(store.focus == .searchBar)
  }

  @Test func anEmptyFirstPageShowsTheNoResultsAlert() {
    showResults(SearchPage(items: [], totalCount: 0, page: 1))
    #expect(store.alert == .noResults(for: swift))
    #expect(store.focus == .searchBar)
  }

  @Test func aFailedSearchShowsItsAlertAndStopsLoading() {
    store.handle(.searchStarted(swift, asYouType: false))
    store.handle(.searchFailed(.rateLimited(secondsUntilReset: 42)))
    #expect(!store.isLoading)
    #expect(store.alert == .searchFailed(.rateLimited(secondsUntilReset: 42)))
  }

  @Test func theNextPageIsAppended() {
    showResults(.sample(page: 1, of: 45))
    store.handle(.loadingMoreStarted)
    #expect(store.isLoadingMore)
    #expect(store.nextPage == nil, "one page at a time")
    store.handle(.nextPageLoaded(.sample(page: 2, of: 45)))
    #expect(!store.isLoadingMore)
    #expect(store.repositoryIDs.count == 45)
    #expect(store.summary == "45 of 45")
    #expect(store.nextPage == nil, "45 of 45: nothing more")
  }

  @Test func aFailedPageKeepsTheRowsAndCanBeAskedForAgain() {
    showResults(.sample(page: 1, of: 45))
    store.handle(.loadingMoreStarted)
    store.handle(.nextPageFailed(.serverError(statusCode: 502)))
    #expect(!store.isLoadingMore)
    #expect(store.repositoryIDs.count == 30)
    #expect(store.alert == .searchFailed(.serverError(statusCode: 502)))
    #expect(store.nextPage == 2)
  }

  @Test func anEmptyPageEndsPagingWhateverTotalItClaims() {
    showResults(.sample(page: 1, of: 5_000))
    store.handle(.loadingMoreStarted)
    store.handle(.nextPageLoaded(SearchPage(items: [], totalCount: 5_000, page: 2)))
    #expect(store.repositoryIDs.count == 30)
    #expect(store.nextPage == nil)
  }

  @Test func pagingStopsAtGitHubsCap() {
    let reachable = (1...SearchPage.resultLimit).map { Repository.sample(id: $0) }
    showResults(.sample(page: 1, of: 250_000, from: reachable))
    for page in 2...33 {
      store.handle(.nextPageLoaded(.sample(page: page, of: 250_000, from: reachable)))
    }
    #expect(store.nextPage == 34)
    store.handle(.nextPageLoaded(.sample(page: 34, of: 250_000, from: reachable)))
    #expect(store.repositoryIDs.count == 1_000)
    #expect(store.nextPage == nil)
  }

  @Test func anAlertStaysUntilItIsDismissed() {
    store.handle(.queryRejected(.empty))
    #expect(store.alert == .invalidQuery(.empty))
    store.handle(.searchStarted(swift, asYouType: false))
    #expect(store.alert == .invalidQuery(.empty))
    store.handle(.alertDismissed)
    #expect(store.alert == nil)
  }

  @Test func theRepositoryToShowStaysUntilTheDetailIsClosed() throws {
    showResults(.sample(page: 1, of: 4))
    let repository = try #require(store.repository(at: 2))
    store.handle(.repositorySelected(repository))
    #expect(store.repositoryToShow == repository)
    store.handle(.nextPageLoaded(.sample(page: 2, of: 4)))
    #expect(store.repositoryToShow == repository)
    store.handle(.detailClosed)
    #expect(store.repositoryToShow == nil)
  }

  @Test func identifiesTheRowsForTheTable() {
    #expect(store.repositoryIDs.isEmpty)
    showResults(.sample(page: 1, of: 45))
    #expect(store.repositoryIDs == Array(1...30))
    store.handle(.loadingMoreStarted)
    store.handle(.nextPageLoaded(.sample(page: 2, of: 45)))
    #expect(store.repositoryIDs == Array(1...45))
  }
}
