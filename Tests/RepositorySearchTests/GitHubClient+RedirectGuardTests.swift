import Foundation
import Testing

@testable import RepositorySearch

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension LiveClientTests {
  @Suite struct GitHubClientRedirectGuardTests {
    @Test func followsARedirectToAnotherHostWithoutTheToken() async throws {
      let target = try LoopbackServer(reply: .init(statusCode: 200, body: Fixtures.searchResponse))
      defer { target.stop() }
      var elsewhere = try #require(
        URLComponents(url: target.baseURL, resolvingAgainstBaseURL: false))
      elsewhere.host = "localhost"
      let location = try #require(elsewhere.url).appending(path: "search/repositories")
      let origin = try LoopbackServer(
        reply: .init(statusCode: 302, headers: ["Location": location.absoluteString], body: Data()))
      defer { origin.stop() }

      let client = GitHubClient(baseURL: origin.baseURL, token: "secret")
      let page = try await client.searchRepositories(matching: try SearchQuery("swift"), page: 1)

      #expect(!page.items.isEmpty, "the redirect is still followed")
      #expect(origin.requests.map { $0.headers["authorization"] } == ["Bearer secret"])
      #expect(target.requests.count == 1)
      #expect(target.requests.allSatisfy { $0.headers["authorization"] == nil })
    }

    @Test(arguments: [
      ("https://api.github.com/search/repositories?page=2", true),
      ("https://API.GITHUB.COM/search/repositories", true),
      ("https://api.github.com:8443/search/repositories", false),
      ("http://api.github.com/search/repositories", false),
      ("https://evil.example.com/search/repositories", false),
    ])
    func keepsTheTokenOnlyOnTheSameOrigin(destination: String, keepsToken: Bool) throws {
      var request = URLRequest(url: try #require(URL(string: destination)))
      request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
      let origin = URL(string: "https://api.github.com/search/repositories?page=1")
      let guarded = GitHubClient.RedirectGuard.guarded(request, redirectedFrom: origin)
      #expect((guarded.value(forHTTPHeaderField: "Authorization") != nil) == keepsToken)
    }
  }
}
