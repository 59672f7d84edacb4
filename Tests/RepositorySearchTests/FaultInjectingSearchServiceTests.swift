import RepositorySearch
import TestSupport
import Testing

@Suite struct FaultInjectingSearchServiceTests {
  private let catalog = OfflineCatalog(repositories: Repository.samples(count: 3))

  private func outcome(of fault: FaultInjectingSearchService.Fault) async throws -> SearchError? {
    let service = FaultInjectingSearchService(wrapping: catalog, fault: fault)
    do {
      _ = try await service.searchRepositories(matching: try SearchQuery("sample"), page: 1)
      return nil
    } catch let error as SearchError {
      return error
    }
  }

  @Test func offlineFailsAsMissingNetworkDoes() async throws {
    #expect(try await outcome(of: .offline) == .offline)
  }

  @Test func rateLimitFailsWithSecondsUntilReset() async throws {
    #expect(try await outcome(of: .rateLimit) == .rateLimited(secondsUntilReset: 42))
  }

  @Test func serverErrorFailsAsUnavailableServer() async throws {
    #expect(try await outcome(of: .serverError) == .serviceUnavailable(secondsUntilRetry: nil))
  }

  @Test func malformedFailsAsUnreadable() async throws {
    #expect(try await outcome(of: .malformed) == .unreadableResponse)
  }

  @Test func slowAnswersAfterExtraDelayOnTheClock() async throws {
    let clock = ManualClock()
    let service = FaultInjectingSearchService(wrapping: catalog, fault: .slow, clock: clock)
    let query = try SearchQuery("sample")
    let search = Task { try await service.searchRepositories(matching: query, page: 1) }
    await clock.waitForSleepers(count: 1)
    clock.advance(by: FaultInjectingSearchService.slowDelay - .milliseconds(1))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(try await search.value.items.count == 3)
  }

  @Test func slowEndsWithCancelledWhenCancelled() async throws {
    let clock = ManualClock()
    let service = FaultInjectingSearchService(wrapping: catalog, fault: .slow, clock: clock)
    let query = try SearchQuery("sample")
    let search = Task { () async throws(SearchError) -> SearchPage in
      try await service.searchRepositories(matching: query, page: 1)
    }
    await clock.waitForSleepers(count: 1)
    search.cancel()
    await #expect(throws: SearchError.cancelled) { try await search.value }
  }

  @Test func failsOnlyAfterTheWrappedServiceAnswers() async throws {
    let scripted = ScriptedSearchService()
    let service = FaultInjectingSearchService(wrapping: scripted, fault: .serverError)
    let query = try SearchQuery("swift")
    let search = Task { () async throws(SearchError) -> SearchPage in
      try await service.searchRepositories(matching: query, page: 1)
    }
    let request = try #require(await scripted.waitForRequests(count: 1).first)
    scripted.respond(to: request, with: [.sample()])
    await #expect(throws: SearchError.serviceUnavailable(secondsUntilRetry: nil)) {
      try await search.value
    }
  }
}
