import MVVMEntityPresentation
import RepositorySearch
import TestSupport
import Testing

/// The model alone: no view model, no view; an array records what it announces.
@MainActor
@Suite struct SearchResultsModelTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let model: SearchResultsModel
  let changes = ChangeLog()

  @MainActor
  final class ChangeLog {
    var entries: [SearchResultsModel.Change] = []
  }

  init() {
    model = SearchResultsModel(service: service)
    model.onChange = { [changes] in changes.entries.append($0) }
  }

  private func search(_ text: String, answer page: SearchPage) async throws {
    model.search(try SearchQuery(text))
    await settle(until: [service])
    try service.respond(to: text, page: 1, with: page)
    await settle(until: [service])
  }

  @Test func searchClearsTheRepositoriesThenHoldsTheFirstPage() async throws {
    try await search("rust", answer: .sample(page: 1, of: 3))
    changes.entries = []
    model.search(try SearchQuery("swift"))
    #expect(model.repositories.isEmpty)
    #expect(model.isSearching)
    #expect(model.query?.text == "swift")
    #expect(changes.entries == [.searchStarted])
    await settle(until: [service])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service])
    #expect(changes.entries == [.searchStarted, .searchFinished])
    #expect(!model.isSearching)
    #expect(model.repositories == Array(Repository.samples(count: 45).prefix(30)))
    #expect(model.totalCount == 45)
  }

  @Test func aFailedSearchLeavesNoRepositories() async throws {
    model.search(try SearchQuery("swift"))
    await settle(until: [service])
    try service.fail("swift", page: 1, with: .rateLimited(secondsUntilReset: 9))
    await settle(until: [service])
    #expect(changes.entries == [.searchStarted, .searchFailed(.rateLimited(secondsUntilReset: 9))])
    #expect(model.repositories.isEmpty)
    #expect(!model.isSearching)
  }

  @Test func appendsTheNextPageOnceHoweverOftenAsked() async throws {
    try await search("swift", answer: .sample(page: 1, of: 45))
    changes.entries = []
    model.loadNextPage()
    model.loadNextPage()
    await settle(until: [service])
    #expect(service.pendingRequests.map(\.page) == [2])
    #expect(model.isLoadingMore)
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service])
    #expect(changes.entries == [.pageLoadStarted, .pageLoaded])
    #expect(model.repositories == Repository.samples(count: 45))
    #expect(!model.isLoadingMore)
    model.loadNextPage()
    await settle(until: [service])
    #expect(service.pendingRequests.isEmpty, "45 of 45 has no next page")
  }

  @Test func aFailedPageKeepsTheRepositoriesLoaded() async throws {
    try await search("swift", answer: .sample(page: 1, of: 45))
    model.loadNextPage()
    await settle(until: [service])
    changes.entries = []
    try service.fail("swift", page: 2, with: .offline)
    await settle(until: [service])
    #expect(changes.entries == [.pageLoadFailed(.offline)])
    #expect(model.repositories.count == 30)
    #expect(!model.isLoadingMore)
  }

  @Test func theLatestSearchWinsOverASearchAndAPageInFlight() async throws {
    try await search("swift", answer: .sample(page: 1, of: 45))
    model.loadNextPage()
    model.search(try SearchQuery("kotlin"))
    model.search(try SearchQuery("rust"))
    await settle(until: [service])
    #expect(!model.isLoadingMore)
    try service.respond(to: "rust", page: 1, with: .sample(page: 1, of: 2))
    await settle(until: [service])
    changes.entries = []
    try service.respond(to: "kotlin", page: 1, with: .sample(page: 1, of: 7))
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service])
    #expect(changes.entries.isEmpty, "answers to replaced requests are dropped")
    #expect(model.repositories.count == 2)
    #expect(model.query?.text == "rust")
  }

  @Test func isReleasedWithItsOwnerEvenWhileASearchIsInFlight() async throws {
    weak var released: SearchResultsModel?
    do {
      let model = SearchResultsModel(service: service)
      model.search(try SearchQuery("swift"))
      await settle(until: [service])
      released = model
    }
    #expect(released == nil, "its task holds it weakly")
  }
}
