import RepositorySearch
import TestSupport
import Testing

@testable import VIPERPresentation

/// The data manager alone: pages loaded through the service, the latest search's entities kept
/// once and found by identifier, nothing kept or handed on of a load cancelled in flight, and
/// no object kept alive by a load in flight.
@MainActor
@Suite struct RepositoryDataManagerTests {
  let service = ScriptedSearchService(answersAfterCancellation: true)
  let dataManager: RepositoryDataManager
  let all = Repository.samples(count: 45)
  let swift: SearchQuery

  init() throws {
    dataManager = RepositoryDataManager(service: service)
    swift = try SearchQuery("swift")
  }

  @Test func keepsTheLatestSearchsRepositoriesPageByPage() async throws {
    var outcomes: [Result<SearchPage, SearchError>] = []
    _ = dataManager.loadPage(1, of: swift) { outcomes.append($0) }
    await settle(until: [service])
    #expect(dataManager.repository(id: all[0].id) == nil, "nothing before the answer")
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await settle(until: [service])
    #expect(outcomes == [.success(.sample(page: 1, of: 45))], "the page, for the interactor")
    #expect(dataManager.repository(id: all[29].id) == all[29])
    _ = dataManager.loadPage(2, of: swift) { outcomes.append($0) }
    await settle(until: [service])
    try service.respond(to: "swift", page: 2, with: .sample(page: 2, of: 45))
    await settle(until: [service])
    #expect(dataManager.repository(id: all[0].id) == all[0], "a later page is added")
    #expect(dataManager.repository(id: all[44].id) == all[44])
    _ = dataManager.loadPage(1, of: try SearchQuery("rust")) { outcomes.append($0) }
    #expect(dataManager.repository(id: all[0].id) == nil, "a new search starts with none")
    await settle(until: [service])
    try service.fail("rust", page: 1, with: .offline)
    await settle(until: [service])
    #expect(outcomes.last == .failure(.offline))
  }

  @Test func keepsAndHandsOnNothingOfALoadCancelledInFlight() async throws {
    var outcomes: [Result<SearchPage, SearchError>] = []
    let load = dataManager.loadPage(1, of: swift) { outcomes.append($0) }
    await settle(until: [service])
    load.cancel()
    await settle(until: [service])
    try service.respond(to: "swift", page: 1, with: .sample(page: 1, of: 45))
    await load.value
    #expect(outcomes.isEmpty, "an older search never reports")
    #expect(dataManager.repository(id: all[0].id) == nil, "and never lands")
  }

  @Test func aLoadInFlightDoesNotKeepItsDataManagerAlive() async {
    weak var released: RepositoryDataManager?
    do {
      let dataManager = RepositoryDataManager(service: service)
      _ = dataManager.loadPage(1, of: swift) { _ in }
      await settle(until: [service])
      released = dataManager
    }
    #expect(released == nil, "the load holds its data manager weakly")
    #expect(service.pendingRequests.count == 1, "while the request is still on its way")
  }
}
