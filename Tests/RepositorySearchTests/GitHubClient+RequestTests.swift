import Foundation
import RepositorySearch
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Building requests, with no network: the address, the encoding, the headers, the token.
@Suite struct GitHubClientRequestTests {
  private func request(
    _ text: String = "swift",
    page: Int = 1,
    baseURL: String = "https://api.github.com",
    token: String? = nil
  ) throws -> URLRequest {
    let client = GitHubClient(baseURL: try #require(URL(string: baseURL)), token: token)
    return try #require(client.makeRequest(for: try SearchQuery(text), page: page))
  }

  private func address(_ text: String, page: Int = 1, baseURL: String = "https://api.github.com")
    throws -> String?
  {
    try request(text, page: page, baseURL: baseURL).url?.absoluteString
  }

  @Test func asksForThirtyResultsOfTheGivenPage() throws {
    #expect(
      try address("swift", page: 3)
        == "https://api.github.com/search/repositories?q=swift&per_page=30&page=3")
  }

  @Test func keepsPathPrefixWithOrWithoutTrailingSlash() throws {
    for baseURL in ["https://github.example.com/api/v3", "https://github.example.com/api/v3/"] {
      #expect(
        try address("a", baseURL: baseURL)
          == "https://github.example.com/api/v3/search/repositories?q=a&per_page=30&page=1")
    }
  }

  @Test func encodesPlusSpaceAndEverythingReserved() throws {
    #expect(try address("language:c++")?.contains("q=language:c%2B%2B&") == true)
    #expect(try address("language:c#")?.contains("q=language:c%23&") == true)
    #expect(try address("json parser")?.contains("q=json%20parser&") == true)
    #expect(try address("stars:>10")?.contains("q=stars:%3E10&") == true)
    #expect(try address(#""a&b=c""#)?.contains("q=%22a%26b%3Dc%22&") == true)
    #expect(try address("検索")?.contains("q=%E6%A4%9C%E7%B4%A2&") == true)
  }

  @Test func sendsGitHubsHeaders() throws {
    let request = try request()
    #expect(request.httpMethod == "GET")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/vnd.github+json")
    #expect(request.value(forHTTPHeaderField: "X-GitHub-Api-Version") == "2022-11-28")
    #expect(request.value(forHTTPHeaderField: "User-Agent") == "SideBySide")
  }

  @Test func sendsNoAuthorizationWithoutToken() throws {
    #expect(try request().value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test(arguments: [
    "https://api.github.com", "https://github.example.com/api/v3", "http://127.0.0.1:8080",
    "http://127.1.2.3", "http://localhost:3000", "http://LOCALHOST", "http://[::1]:8080",
  ])
  func sendsTokenOverHTTPSOrToThisMachine(baseURL: String) throws {
    let request = try request(baseURL: baseURL, token: "secret")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer secret")
  }

  @Test(arguments: [
    "http://api.github.com", "http://example.com", "http://10.0.0.1",
    "http://127.0.0.1.example.com",
    "http://localhost.example.com", "http://128.0.0.1",
  ])
  func neverSendsTokenOverPlainHTTPElsewhere(baseURL: String) throws {
    let request = try request(baseURL: baseURL, token: "secret")
    #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test func neverShowsTheToken() throws {
    let client = GitHubClient(token: "ghp_secret")
    var dumped = ""
    dump(client, to: &dumped)
    for text in [client.description, client.debugDescription, String(reflecting: client), dumped] {
      #expect(!text.contains("ghp_secret"), "\(text)")
    }
    #expect(client.description == "GitHubClient(baseURL: https://api.github.com, token: set)")
    #expect(client.hasToken)
  }

  @Test func readsTokenFromEnvironment() {
    #expect(GitHubClient.tokenFromEnvironment(["GITHUB_TOKEN": " ghp_abc\n"]) == "ghp_abc")
    #expect(GitHubClient.tokenFromEnvironment(["GITHUB_TOKEN": "  "]) == nil)
    #expect(GitHubClient.tokenFromEnvironment(["HOME": "/root"]) == nil)
  }

  @Test("a token with a line break or a space inside is unusable, not cut")
  func refusesATokenWithALineBreakInside() {
    for token in ["ghp_a\nb", "ghp_a\r\nb", "ghp_a b", "ghp_a\u{7F}"] {
      #expect(GitHubClient.tokenFromEnvironment(["GITHUB_TOKEN": token]) == nil)
      #expect(GitHubClient.hasUnusableToken(in: ["GITHUB_TOKEN": token]))
    }
    #expect(!GitHubClient.hasUnusableToken(in: ["GITHUB_TOKEN": " ghp_abc\n"]))
    #expect(!GitHubClient.hasUnusableToken(in: [:]))
  }

  @Test func timesOutInWholeSecondsAsABackstop() throws {
    let client = GitHubClient(timeout: 0.3)
    let request = try #require(client.makeRequest(for: try SearchQuery("a"), page: 1))
    #expect(request.timeoutInterval == 1)
  }
}
