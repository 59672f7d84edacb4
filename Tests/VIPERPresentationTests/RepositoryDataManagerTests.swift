import RepositorySearch
import TestSupport
import Testing

@testable import VIPERPresentation

/// The data manager alone: pages loaded through the service, the latest search's entities kept
/// once, found by identifier, and nothing kept of a load cancelled in flight.
@MainActor
@Suite struct RepositoryDataManagerTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let dataManager: RepositoryDataManager
  let all = Repository.samples(count: 45)

  init() {
    dataManager = RepositoryDataManager(service: service)
  }

  @Test func keepsTheLatestSearchsRepositoriesPageByPage() async throws {
    let swift = try SearchQuery("swift")
    async let first = dataManager.loadPage(1, of: swift)
    await settle(until: [service])
    #expect(dataManager.repository(id: all[0].id) == nil, "nothing before the answer")
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    #expect(await first == .success(.sample(page: 1, of: 45)), "the page, for the interactor")
    #expect(dataManager.repository(id: all[29].id) == all[29])
    async let second = dataManager.loadPage(2, of: swift)
    await settle(until: [service])
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    _ = await second
    #expect(dataManager.repository(id: all[0].id) == all[0], "a later page is added")
    #expect(dataManager.repository(id: all[44].id) == all[44])
    let rustQuery = try SearchQuery("rust")
    async let rust = dataManager.loadPage(1, of: rustQuery)
    await settle(until: [service])
    #expect(dataManager.repository(id: all[0].id) == nil, "a new search starts with none")
    try service.fail("rust", page: 1, with: .offline)
    #expect(await rust == .failure(.offline))
  }

  @Test func keepsNothingOfALoadCancelledInFlight() async throws {
    let swift = try SearchQuery("swift")
    let load = Task { await dataManager.loadPage(1, of: swift) }
    await settle(until: [service])
    load.cancel()
    await settle(until: [service])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    _ = await load.value
    #expect(dataManager.repository(id: all[0].id) == nil, "an older search never lands")
  }
}
