import Foundation
import TestSupport
import Testing

@testable import RepositorySearch

extension LiveClientTests {
  /// The live client against a hostile fake GitHub: cancellation always wins, whatever state the
  /// request is in, and a body is never read past its limit.
  ///
  /// Nothing here sleeps and nothing is timed: each step waits for the server to report what it
  /// did, and every body the server sends is bounded in bytes, so a busy machine only makes the
  /// tests slower.
  @Suite struct GitHubClientLoadingTests {
    /// Rounds of each stress test; `Scripts/fuzz` runs many more through `STRESS_ROUNDS`.
    private static let rounds =
      ProcessInfo.processInfo.environment["STRESS_ROUNDS"].flatMap { Int($0) } ?? 10

    private func search(_ client: GitHubClient) -> Task<SearchPage, any Error> {
      Task {
        try await client.searchRepositories(matching: try SearchQuery("swift"), page: 1)
      }
    }

    @Test func cancellingWhileTheBodyStallsAlwaysWins() async throws {
      let server = try HostileGitHub(.stallMidBody)
      defer { server.stop() }
      let client = GitHubClient(baseURL: server.baseURL, timeout: 60)
      for round in 1...Self.rounds {
        let search = search(client)
        await server.waitFor(.replies, count: round)
        search.cancel()
        #expect(await search.result.failure as? SearchError == .cancelled)
      }
      // Every cancelled request really closed its connection: nothing keeps reading.
      await server.waitFor(.hangUps, count: Self.rounds)
    }

    @Test func cancellingAsTheResponseCompletesAlwaysWins() async throws {
      let server = try HostileGitHub(.largeBody(bytes: 256 * 1_024))
      defer { server.stop() }
      let client = GitHubClient(baseURL: server.baseURL, timeout: 60)
      var outcomes: [String: Int] = [:]
      for round in 1...Self.rounds {
        let search = search(client)
        // Cancel at a different moment each round, around the body's arrival.
        await server.waitFor(.requests, count: round)
        for _ in 0..<(round % 8) { await Task.yield() }
        search.cancel()
        switch await search.result {
        case .success: outcomes["answered", default: 0] += 1
        case .failure(let error):
          #expect(error as? SearchError == .cancelled)
          outcomes["cancelled", default: 0] += 1
        }
      }
      #expect(outcomes.values.reduce(0, +) == Self.rounds)
    }
  }
}

extension LiveClientTests.GitHubClientLoadingTests {
  @Test func cancellationNeverWaitsForTheSession() async throws {
    let server = try HostileGitHub(.stallMidBody)
    defer { server.stop() }
    // The queue that stops session tasks is held: the session hears of nothing.
    let cancellationQueue = DispatchQueue(label: "held")
    cancellationQueue.suspend()
    let client = GitHubClient(
      baseURL: server.baseURL, timeout: 60, cancellationQueue: cancellationQueue)
    let search = search(client)
    await server.waitFor(.replies, count: 1)
    search.cancel()
    #expect(await search.result.failure as? SearchError == .cancelled)
    #expect(server.count(of: .hangUps) == 0, "the session task was not stopped yet")
    cancellationQueue.resume()
    await server.waitFor(.hangUps, count: 1)
  }

  @Test func lettingTheClientGoNeverWaitsForTheSession() async throws {
    let server = try HostileGitHub(.stallMidBody)
    defer { server.stop() }
    let cancellationQueue = DispatchQueue(label: "held")
    var transport: GitHubClient.Transport? = GitHubClient.Transport(
      configuration: .ephemeral, cancellationQueue: cancellationQueue)
    let task = try #require(transport?.session.dataTask(with: server.baseURL))
    task.resume()
    await server.waitFor(.replies, count: 1)
    cancellationQueue.suspend()
    transport = nil
    // Invalidating the session cancels its tasks; on this thread, the task would say so now.
    #expect(task.state == .running, "the session is invalidated on the cancellation queue")
    cancellationQueue.resume()
    await server.waitFor(.hangUps, count: 1)
  }

  @Test func anEndlessBodyStopsAtTheLimit() async throws {
    // Twice the limit, then the server holds the connection open: a body without end as the
    // client sees it, for a bounded amount of the server's work.
    let limit = 1_024 * 1_024
    let server = try HostileGitHub(.endlessBody(bytes: 2 * limit))
    defer { server.stop() }
    let client = GitHubClient(
      baseURL: server.baseURL, timeout: 60, maximumBodySize: limit, clock: ManualClock())
    let result = await search(client).result
    #expect(result.failure as? SearchError == .responseTooLarge)
    // The connection is closed, not read to its end: memory stays bounded.
    await server.waitFor(.hangUps, count: 1)
  }

  @Test func anAnnouncedBodyOverTheLimitIsNotRead() async throws {
    let server = try HostileGitHub(.largeBody(bytes: 64 * 1_024))
    defer { server.stop() }
    let client = GitHubClient(
      baseURL: server.baseURL, timeout: 60, maximumBodySize: 32 * 1_024, clock: ManualClock())
    #expect(await search(client).result.failure as? SearchError == .responseTooLarge)
  }

  @Test func aLargeBodyUnderTheLimitIsRead() async throws {
    let server = try HostileGitHub(.largeBody(bytes: 2 * 1_024 * 1_024))
    defer { server.stop() }
    let client = GitHubClient(baseURL: server.baseURL, timeout: 60, clock: ManualClock())
    let page = try await search(client).value
    #expect(page.items.first?.description?.count == Repository.Limits.descriptionLength)
  }

  @Test("a response may be 4 MB at most, by default")
  func aBodyOverFourMegabytesIsNotRead() async throws {
    // Announced, not sent: a client that read the body anyway would find it cut short.
    let server = try HostileGitHub(.contentLength(String(5 * 1_024 * 1_024)))
    defer { server.stop() }
    let client = GitHubClient(baseURL: server.baseURL, timeout: 60, clock: ManualClock())
    #expect(await search(client).result.failure as? SearchError == .responseTooLarge)
  }

  @Test func tooLargeTellsAPersonWhatToDo() {
    #expect(SearchError.responseTooLarge.message.contains("Check the API address"))
  }
}

extension Result {
  /// The error, or `nil` on success.
  fileprivate var failure: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
