import RepositorySearch
import TestSupport
import Testing

@MainActor @Suite struct ScriptedSearchServiceTests {
  private let service = ScriptedSearchService()

  private func startSearch(_ text: String, page: Int = 1) throws -> Task<SearchPage, any Error> {
    let query = try SearchQuery(text)
    return Task { [service] in try await service.searchRepositories(matching: query, page: page) }
  }

  @Test func recordsEachRequestInOrder() async throws {
    let first = try startSearch("swift")
    let requests = await service.waitForRequests(count: 1)
    let second = try startSearch("swift", page: 2)
    let all = await service.waitForRequests(count: 2)
    #expect(requests.map(\.description) == [#"#1 "swift" page 1"#])
    #expect(all.map(\.page) == [1, 2])
    #expect(service.pendingRequests == all)
    first.cancel()
    second.cancel()
  }

  /// A bug that stops a search must fail the test that waits for it, not hang it: with no
  /// request coming, the wait returns what arrived, after a bounded number of rounds.
  @Test func aWaitForARequestThatNeverComesEndsWithWhatArrived() async throws {
    let search = try startSearch("swift")
    #expect(await service.waitForRequests(count: 2).map(\.page) == [1])
    search.cancel()
  }

  @Test func answersInTheOrderTheTestChooses() async throws {
    let older = try startSearch("swift")
    await service.waitForRequests(count: 1)
    let newer = try startSearch("swiftui")
    let requests = await service.waitForRequests(count: 2)
    #expect(service.respond(to: requests[1], with: [.sample(name: "newer")]))
    #expect(try await newer.value.items.map(\.name) == ["newer"])
    #expect(service.pendingRequests == [requests[0]])
    #expect(service.respond(to: requests[0], with: [.sample(name: "older")], totalCount: 90))
    let page = try await older.value
    #expect(page.items.map(\.name) == ["older"] && page.totalCount == 90 && page.hasMorePages)
  }

  @Test func failsRequestWithGivenError() async throws {
    let search = try startSearch("swift")
    let request = try #require(await service.waitForRequests(count: 1).first)
    #expect(service.fail(request, with: .offline))
    await #expect(throws: SearchError.offline) { try await search.value }
    #expect(service.pendingRequests.isEmpty)
  }

  @Test func resumesCancelledRequestWithCancelled() async throws {
    let search = try startSearch("swift")
    let request = try #require(await service.waitForRequests(count: 1).first)
    search.cancel()
    await #expect(throws: SearchError.cancelled) { try await search.value }
    #expect(service.cancelledRequests == [request])
    #expect(service.pendingRequests.isEmpty)
    #expect(!service.respond(to: request, with: []))
  }

  @Test func recordsRequestCancelledBeforeItArrived() async throws {
    let query = try SearchQuery("swift")
    let search = Task { [service] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await service.searchRepositories(matching: query, page: 1)
    }
    await #expect(throws: SearchError.cancelled) { try await search.value }
    #expect(service.cancelledRequests.map(\.query.text) == ["swift"])
  }
}
