import Foundation
import TestSupport
import Testing

@testable import RepositorySearch

extension LiveClientTests {
  /// The live client against responses that break HTTP itself or page without end.
  ///
  /// Issue 22, items 1, 11, 14 and 15: each ends in an alert that says what happened, and memory
  /// stays bounded. `Scripts/fuzz` runs each many more times through `STRESS_ROUNDS`.
  @Suite struct GitHubClientMalformedResponseTests {
    private static let rounds =
      ProcessInfo.processInfo.environment["STRESS_ROUNDS"].flatMap { Int($0) } ?? 2

    private func outcome(_ mode: HostileGitHub.Mode, page: Int = 1) async throws -> Result<
      SearchPage, any Error
    > {
      let server = try HostileGitHub(mode)
      defer { server.stop() }
      let client = GitHubClient(baseURL: server.baseURL, timeout: 60, clock: ManualClock())
      let query = try SearchQuery("swift")
      return await Task { try await client.searchRepositories(matching: query, page: page) }.result
    }

    @Test(
      "a response that breaks HTTP is unreadable, not unreachable",
      arguments: [
        HostileGitHub.Mode.badChunking, .badCompression, .garbledHead, .notHTTP, .redirectLoop,
      ])
    func unreadableResponses(mode: HostileGitHub.Mode) async throws {
      for _ in 1...Self.rounds {
        let error = try await outcome(mode).failure as? SearchError
        #expect(error == .unreadableResponse, "\(mode)")
      }
    }

    /// Lengths no page has, short of the few near 2^63 that stop FoundationNetworking itself
    /// (see `AbsurdContentLengthTests` in the end-to-end tests): each is refused before the body is read.
    @Test(
      "an absurd Content-Length is an alert",
      arguments: ["1000000000000000000", "4611686018427387904", "9223372036854774784"])
    func absurdLengths(length: String) async throws {
      for _ in 1...Self.rounds {
        let error = try await outcome(.contentLength(length)).failure as? SearchError
        #expect(error == .responseTooLarge, "\(length)")
      }
    }

    /// A length past what 64 bits hold is no length: libcurl ignores it and reads to the end.
    @Test(
      "a Content-Length past 64 bits is never 'could not be reached'",
      arguments: ["9223372036854775808", "99999999999999999999999"])
    func lengthsPastSixtyFourBits(length: String) async throws {
      let result = try await outcome(.contentLength(length))
      #expect(result.failure as? SearchError != .offline, "\(length)")
    }

    /// A page over the size limit is never read, however large: `swift test` sends 6 MB, and
    /// `Scripts/fuzz` (with its stress rounds) the 27 MB pages that once took a demo past 1 GB.
    @Test("a page of tens of megabytes is not read")
    func hugePage() async throws {
      let bytes = Self.rounds > 2 ? 27_000_000 : 6_000_000
      let error = try await outcome(.hugePages(bytes: bytes)).failure as? SearchError
      #expect(error == .responseTooLarge)
    }

    @Test("a page just under the limit keeps no more than the caps per repository")
    func largePageIsCapped() async throws {
      for round in 1...Self.rounds {
        // The full pages of the 1,000 results, over again after the 33rd: the 34th holds ten.
        let page = (round - 1) % (SearchPage.resultLimit / 30) + 1
        // Either size is far past the caps: 1,600 topics and 50,000-character descriptions at
        // 3 MB, 800 and 25,000 at the 1.5 MB `swift test` sends.
        let bytes = Self.rounds > 2 ? 3_000_000 : 1_500_000
        let result = try await outcome(.hugePages(bytes: bytes), page: page).get()
        #expect(result.items.count == 30)
        #expect(
          result.items.allSatisfy {
            ($0.description?.count ?? 0) <= Repository.Limits.descriptionLength
              && $0.topics.count <= Repository.Limits.topicCount
          })
      }
    }

    @Test("a page with no rows ends paging, whatever it claims and links")
    func emptyPage() async throws {
      #expect(try await outcome(.emptyPages, page: 1).get().hasMorePages)
      let empty = try await outcome(.emptyPages, page: 2).get()
      #expect(empty.items.isEmpty && empty.totalCount == 1_000)
      #expect(!empty.hasMorePages)
    }
  }
}

extension Result {
  /// The error, or `nil` on success.
  fileprivate var failure: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
