import RepositorySearch
import TestSupport
import Testing

@Suite struct OfflineCatalogTests {
  /// A small catalog in which every qualifier and ranking rule has something to find.
  private let catalog = OfflineCatalog(repositories: [
    .sample(
      id: 1, name: "swift", owner: "apple", description: "The Swift Programming Language",
      language: "C++", stars: 67_000, topics: ["swift", "compiler"]),
    .sample(
      id: 2, name: "swift-format", owner: "swiftlang",
      description: "Formatting technology for Swift source code", stars: 2_500),
    .sample(
      id: 3, name: "json", owner: "nlohmann", description: "JSON for Modern C++",
      language: "C++", stars: 43_000, topics: ["json", "cpp"]),
    .sample(
      id: 4, name: "SwiftyJSON", owner: "SwiftyJSON",
      description: "The better way to deal with JSON data in Swift.", stars: 22_000),
    .sample(
      id: 5, name: "runtime", owner: "dotnet", description: "The .NET runtime", language: "C#",
      stars: 15_000),
    .sample(
      id: 6, name: "Alamofire", owner: "Alamofire", description: "Elegant HTTP Networking in Swift",
      stars: 41_000, topics: ["networking", "http"]),
    .sample(
      id: 7, name: "requests", owner: "psf", description: "A simple HTTP library for Python",
      language: "Python", stars: 52_000),
    .sample(
      id: 8, name: "async-http-client", owner: "swift-server",
      description: "An HTTP client library built on SwiftNIO", stars: 1_000),
    .sample(
      id: 9, name: "menu", owner: "bistro", description: "Recipes from the caf\u{E9}",
      language: nil, stars: 5),
    Self.ownerless(
      .sample(id: 10, name: "archive", owner: "ghost", description: nil, language: nil, stars: 5)),
  ])

  /// `repository` as GitHub sends it once its owner's account is deleted.
  private static func ownerless(_ repository: Repository) -> Repository {
    var repository = repository
    repository.owner = nil
    return repository
  }

  /// The full names on the first page for `text`, in order.
  private func names(_ text: String) -> [String] {
    guard let query = try? SearchQuery(text) else {
      Issue.record("\(text) is not a valid query")
      return []
    }
    return catalog.search(query, page: 1).items.map(\.fullName)
  }

  @Test func matchesTermsCaseInsensitively() {
    #expect(names("SWIFTYjson") == ["SwiftyJSON/SwiftyJSON"])
  }

  @Test func requiresEveryTerm() {
    #expect(names("http python") == ["psf/requests"])
  }

  @Test func matchesTermsInTopics() {
    #expect(names("compiler") == ["apple/swift"])
  }

  @Test func matchesQuotedPhrase() {
    #expect(names(#""modern c++""#) == ["nlohmann/json"])
    #expect(names(#""c++ modern""#).isEmpty)
  }

  @Test func matchesComposedAndDecomposedAccentsAlike() {
    #expect(names("cafe\u{301}") == ["bistro/menu"])
  }

  @Test func ranksNameAboveTopicAboveDescription() {
    // Stars alone would give the opposite order.
    #expect(
      names("http") == [
        "swift-server/async-http-client", "Alamofire/Alamofire", "psf/requests",
      ]
    )
  }

  @Test func ranksWholeNameAbovePartOfName() {
    #expect(names("json") == ["nlohmann/json", "SwiftyJSON/SwiftyJSON"])
  }

  @Test func ranksEqualMatchesByStarsThenFullName() throws {
    #expect(
      names("language:swift") == [
        "Alamofire/Alamofire", "SwiftyJSON/SwiftyJSON", "swiftlang/swift-format",
        "swift-server/async-http-client",
      ])
    let tied = OfflineCatalog(repositories: [
      .sample(id: 1, name: "b", stars: 7), .sample(id: 2, name: "a", stars: 7),
    ])
    #expect(tied.search(try SearchQuery("stars:7"), page: 1).items.map(\.name) == ["a", "b"])
  }

  @Test func filtersByLanguageIgnoringCase() {
    #expect(names("language:C++") == ["apple/swift", "nlohmann/json"])
    #expect(names("language:c#") == ["dotnet/runtime"])
    #expect(names("language:python requests") == ["psf/requests"])
  }

  @Test func filtersByOwner() {
    #expect(names("user:APPLE") == ["apple/swift"])
    #expect(names("org:swiftlang") == ["swiftlang/swift-format"])
    #expect(names("user:ghost") == ["ghost/archive"])
  }

  @Test func filtersByStars() {
    #expect(names("stars:>43000") == ["apple/swift", "psf/requests"])
    #expect(names("stars:>=43000") == ["apple/swift", "psf/requests", "nlohmann/json"])
    #expect(names("stars:<1000") == ["bistro/menu", "ghost/archive"])
    #expect(
      names("stars:<=1000") == [
        "swift-server/async-http-client", "bistro/menu",
        "ghost/archive",
      ])
    #expect(
      names("stars:1000..2500 language:swift") == [
        "swiftlang/swift-format", "swift-server/async-http-client",
      ])
  }

  @Test func answersNoMatchWithEmptyPage() throws {
    let page = catalog.search(try SearchQuery("kotlin"), page: 1)
    #expect(page.items.isEmpty)
    #expect(page.totalCount == 0)
    #expect(!page.hasMorePages)
  }

  // MARK: - Paging

  @Test func pagesThirtyAtATime() throws {
    let catalog = OfflineCatalog(repositories: Repository.samples(count: 75))
    let query = try SearchQuery("sample")
    let first = catalog.search(query, page: 1)
    let last = catalog.search(query, page: 3)
    #expect(first.items.map(\.name).prefix(2) == ["sample-1", "sample-2"])
    #expect(first.items.count == 30 && first.totalCount == 75 && first.hasMorePages)
    #expect(last.items.map(\.name).first == "sample-61")
    #expect(last.items.count == 15 && last.totalCount == 75 && !last.hasMorePages)
  }

  @Test func answersPagesOutsideTheResultsWithEmptyPage() throws {
    let catalog = OfflineCatalog(repositories: Repository.samples(count: 75))
    let query = try SearchQuery("sample")
    for page in [0, -1, 4, 100, Int.min, Int.max] {
      let result = catalog.search(query, page: page)
      #expect(result.items.isEmpty && !result.hasMorePages, "page \(page)")
      #expect(result.totalCount == 75)
    }
  }

  @Test func stopsAtTheResultLimit() throws {
    let catalog = OfflineCatalog(repositories: Repository.samples(count: 1_050))
    let query = try SearchQuery("sample")
    let lastFull = catalog.search(query, page: 33)
    let last = catalog.search(query, page: 34)
    #expect(lastFull.items.count == 30 && lastFull.hasMorePages)
    // Results 991 to 1,000: the page starts within the limit, so GitHub still serves it.
    #expect(last.items.map(\.name).first == "sample-991")
    #expect(last.items.count == 10 && !last.hasMorePages)
    #expect(last.totalCount == 1_050)
    #expect(catalog.search(query, page: 35).items.isEmpty)
  }

  @Test func honoursPageSizeUpToGitHubsLargest() throws {
    let catalog = OfflineCatalog(repositories: Repository.samples(count: 150))
    let query = try SearchQuery("sample")
    #expect(catalog.search(query, page: 1, pageSize: 10).items.count == 10)
    #expect(catalog.search(query, page: 1, pageSize: 500).items.count == 100)
    #expect(catalog.search(query, page: 2, pageSize: 0).items.map(\.name) == ["sample-2"])
  }

  // MARK: - Asynchronous search

  @Test func answersAfterLatencyOnTheInjectedClock() async throws {
    let clock = ManualClock()
    let catalog = OfflineCatalog(
      repositories: Repository.samples(count: 3), latency: .milliseconds(500), clock: clock)
    let query = try SearchQuery("sample")
    let search = Task { try await catalog.searchRepositories(matching: query, page: 1) }
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(499))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(try await search.value.items.count == 3)
  }

  @Test func endsWithCancelledWhenCancelledDuringLatency() async throws {
    let clock = ManualClock()
    let catalog = OfflineCatalog(
      repositories: Repository.samples(count: 3), latency: .seconds(1), clock: clock)
    let query = try SearchQuery("sample")
    let search = Task { () async throws(SearchError) -> SearchPage in
      try await catalog.searchRepositories(matching: query, page: 1)
    }
    await clock.waitForSleepers(count: 1)
    search.cancel()
    await #expect(throws: SearchError.cancelled) { try await search.value }
  }

  @Test func rejectsPageBeyondTheResultLimitAsGitHubDoes() async throws {
    let catalog = OfflineCatalog(repositories: Repository.samples(count: 1_050))
    let query = try SearchQuery("sample")
    #expect(try await catalog.searchRepositories(matching: query, page: 34).items.count == 10)
    await #expect(
      throws: SearchError.queryRejected(message: "Only the first 1000 search results are available")
    ) {
      try await catalog.searchRepositories(matching: query, page: .max)
    }
    await #expect(
      throws: SearchError.queryRejected(
        message: "Only the first 1000 search results are available")
    ) {
      try await catalog.searchRepositories(matching: query, page: 35)
    }
  }
}
