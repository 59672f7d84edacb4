import MVVMEntityPresentation
import RepositorySearch
import TestSupport
import Testing

/// The repository alone: it asks the service and answers whoever asked it.
@MainActor
@Suite struct SearchResultsRepositoryTests {
  let service = ScriptedSearchService()

  @Test func answersWithThePageTheServiceFound() async throws {
    let repository = SearchResultsRepository(service: service)
    let query = try SearchQuery("swift")
    let answer = Task { await repository.loadPage(2, of: query) }
    let requests = await service.waitForRequests(count: 1)
    #expect(requests.map(\.page) == [2])
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    #expect(await answer.value == .success(.sample(page: 2, of: 45)))
  }

  @Test func answersWithTheErrorTheServiceMet() async throws {
    let repository = SearchResultsRepository(service: service)
    let query = try SearchQuery("swift")
    let answer = Task { await repository.loadPage(1, of: query) }
    _ = await service.waitForRequests(count: 1)
    try service.fail("swift", page: 1, with: .offline)
    #expect(await answer.value == .failure(.offline))
  }
}
