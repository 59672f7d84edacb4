import RepositorySearch
import TestSupport
import Testing

@testable import VIPERPresentation

/// The use case without a presenter: searching, latest wins, paging, the cap and the end of
/// paging, each page read through the data manager and handed on as plain items of raw values,
/// no results kept — with a scripted service behind the data manager and a spy output.
@MainActor
@Suite struct SearchInteractorTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let output = SearchInteractorOutputSpy()
  let dataManager: RepositoryDataManager
  let interactor: SearchInteractor

  init() {
    dataManager = RepositoryDataManager(service: service)
    interactor = SearchInteractor(dataManager: dataManager)
    interactor.output = output
  }

  private func search(_ text: String, answering page: SearchPage? = nil) async throws {
    interactor.search(try SearchQuery(text))
    await settle(until: [service])
    if let page {
      try service.respond(to: text, page: 1, with: page)
      await settle(until: [service])
    }
  }

  private func loadNextPage() async {
    interactor.loadNextPage()
    await settle(until: [service])
  }

  @Test func searchesTheFirstPageAndReportsIt() async throws {
    try await search("swift")
    #expect(service.pendingRequests.map(\.description) == [#"#1 "swift" page 1"#])
    #expect(interactor.query?.text == "swift")
    #expect(output.calls.isEmpty, "nothing is reported before the answer")
    let page = SearchPage.sample(page: 1, of: 45)
    try service.respond(to: "swift", page: 1, with: page)
    await settle(until: [service])
    #expect(output.calls == [.didFinishSearch(.success(page.items.map(RepositoryItem.init)))])
  }

  @Test func mapsEachRepositoryToItsIdentifierAndTheRawValuesOfItsRow() async throws {
    let repository = Repository.sample(
      id: 7, name: "swift", owner: "swiftlang", description: "The Swift Programming Language",
      language: "C++", stars: 67_890)
    let bare = Repository.sample(
      id: 8, name: "notes", owner: "someone", description: nil, language: nil, stars: 999)
    try await search(
      "swift", answering: SearchPage(items: [repository, bare], totalCount: 2, page: 1))
    #expect(
      output.calls == [
        .didFinishSearch(
          .success([
            RepositoryItem(
              id: 7, fullName: "swiftlang/swift", stargazersCount: 67_890, language: "C++",
              description: "The Swift Programming Language"),
            RepositoryItem(
              id: 8, fullName: "someone/notes", stargazersCount: 999, language: nil,
              description: nil),
          ]))
      ], "raw values: the presenter formats them")
  }

  @Test func readsEachPageThroughTheDataManagerTheDetailModuleReadsToo() async throws {
    let all = Repository.samples(count: 45)
    try await search("swift", answering: .sample(page: 1, of: 45))
    #expect(dataManager.repository(id: all[29].id) == all[29])
    await loadNextPage()
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service])
    #expect(dataManager.repository(id: all[40].id) == all[40], "a page is added")
    try await search("rust")
    #expect(dataManager.repository(id: all[0].id) == nil, "a new search starts with none")
  }

  @Test func reportsAFailedSearch() async throws {
    try await search("swift")
    try service.fail("swift", page: 1, with: .rateLimited(secondsUntilReset: 42))
    await settle(until: [service])
    #expect(
      output.calls == [.didFinishSearch(.failure(.rateLimited(secondsUntilReset: 42)))])
  }

  @Test func aNewSearchCancelsTheOneInFlight() async throws {
    try await search("kotlin")
    try await search("swift", answering: .sample(page: 1, of: 2))
    #expect(service.cancelledRequests.map(\.query.text) == ["kotlin"])
    output.reset()
    try service.respond(to: "kotlin", page: 1, with: .sample(page: 1, of: 7))
    await settle(until: [service])
    #expect(output.calls.isEmpty, "an older answer is never reported")
    #expect(interactor.query?.text == "swift")
  }

  @Test func loadsTheNextPageOnceAndOnlyWhenOneExists() async throws {
    await loadNextPage()
    #expect(service.requests.isEmpty, "no search, no next page")
    try await search("swift")
    await loadNextPage()
    #expect(service.requests.map(\.page) == [1], "nothing while the first page loads")
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service])
    output.reset()
    await loadNextPage()
    await loadNextPage()
    #expect(service.pendingRequests.map(\.page) == [2], "one request, however often it is asked")
    #expect(output.calls == [.didStartLoadingMore])
    let page = SearchPage.sample(page: 2, of: 45)
    try service.respond(to: "swift", page: 2, with: page)
    await settle(until: [service])
    #expect(
      output.calls == [
        .didStartLoadingMore,
        .didFinishLoadingMore(
          .success(Repository.samples(count: 45).dropFirst(30).map(RepositoryItem.init))),
      ], "the new page's repositories only")
    await loadNextPage()
    #expect(service.pendingRequests.isEmpty, "45 of 45 has no next page")
  }

  @Test func knowsTheTotalOfTheLatestSearch() async throws {
    try await search("swift", answering: .sample(page: 1, of: 45))
    #expect(interactor.totalCount == 45)
    await loadNextPage()
    try service.fail("swift", page: 2, with: .offline)
    await settle(until: [service])
    #expect(interactor.totalCount == 45, "a failed page changes nothing")
    try await search("rust")
    #expect(interactor.totalCount == 0, "a new search starts with no results")
  }

  @Test func asksForAFailedPageAgain() async throws {
    try await search("swift", answering: .sample(page: 1, of: 45))
    await loadNextPage()
    try service.fail("swift", page: 2, with: .offline)
    await settle(until: [service])
    #expect(output.calls.last == .didFinishLoadingMore(.failure(.offline)))
    await loadNextPage()
    #expect(service.pendingRequests.map(\.page) == [2])
  }

  @Test func aPageWithNoRowsEndsPagingForThatSearch() async throws {
    try await search("swift", answering: .sample(page: 1, of: 900))
    await loadNextPage()
    try service.respond(to: "swift", page: 2, with: SearchPage(items: [], totalCount: 900, page: 2))
    await settle(until: [service])
    await loadNextPage()
    #expect(service.requests.map(\.page) == [1, 2], "whatever total the empty page claims")
    try await search("rust", answering: .sample(page: 1, of: 900))
    await loadNextPage()
    #expect(service.pendingRequests.map(\.page) == [2], "the next search pages again")
  }

  @Test func neverAsksBeyondTheThousandResultCap() async throws {
    let rows = Repository.samples(count: SearchPage.defaultPageSize)
    try await search("swift", answering: SearchPage(items: rows, totalCount: 5_000, page: 1))
    for number in 2...34 {
      await loadNextPage()
      try service.respond(
        to: "swift", page: number, with: SearchPage(items: rows, totalCount: 5_000, page: number))
      await settle(until: [service])
    }
    await loadNextPage()
    #expect(service.requests.map(\.page).last == 34, "page 34 holds results 991 to 1,000")
    #expect(service.pendingRequests.isEmpty)
  }

  @Test func aNewSearchDropsThePageInFlight() async throws {
    try await search("swift", answering: .sample(page: 1, of: 45))
    await loadNextPage()
    try await search("rust")
    #expect(service.cancelledRequests.map(\.page) == [2])
    output.reset()
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service])
    #expect(output.calls.isEmpty, "the dropped page is never reported")
  }

  @Test func doesNotKeepItsOutputAlive() {
    do {
      let output = SearchInteractorOutputSpy()
      interactor.output = output
    }
    #expect(interactor.output == nil)
  }

  @Test func aSearchInFlightDoesNotKeepItsInteractorAlive() async throws {
    weak var releasedInteractor: SearchInteractor?
    do {
      let interactor = SearchInteractor(dataManager: dataManager)
      interactor.search(try SearchQuery("swift"))
      await settle(until: [service])
      releasedInteractor = interactor
    }
    #expect(releasedInteractor == nil, "the search task holds its interactor weakly")
  }
}
