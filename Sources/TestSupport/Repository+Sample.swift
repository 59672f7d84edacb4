import Foundation
import RepositorySearch

extension Repository {
  /// Makes a repository for a test, filling every field the test does not care about.
  ///
  /// The full name is `owner/name` and the page is `https://github.com/owner/name`, so a
  /// sample reads like the real thing in rendered rows and detail screens.
  public static func sample(
    id: Int = 1,
    name: String = "sample",
    owner: String = "octocat",
    description: String? = "A sample repository.",
    language: String? = "Swift",
    stars: Int = 100,
    forks: Int = 10,
    openIssues: Int = 1,
    topics: [String] = [],
    license: License? = nil,
    updatedAt: Date? = nil
  ) -> Repository {
    Repository(
      id: id,
      name: name,
      fullName: "\(owner)/\(name)",
      owner: Owner(login: owner),
      description: description,
      htmlURL: gitHubPage(owner: owner, name: name),
      language: language,
      stargazersCount: stars,
      forksCount: forks,
      openIssuesCount: openIssues,
      topics: topics,
      license: license,
      updatedAt: updatedAt
    )
  }

  /// Makes `count` distinct repositories, `sample-1` to `sample-N`, with stars descending.
  public static func samples(count: Int, owner: String = "octocat") -> [Repository] {
    (0..<max(count, 0)).map { index in
      sample(id: index + 1, name: "sample-\(index + 1)", owner: owner, stars: 10 * (count - index))
    }
  }

  private static func gitHubPage(owner: String, name: String) -> URL {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "github.com"
    components.path = "/\(owner)/\(name)"
    guard let url = components.url else {
      preconditionFailure("A path starting with / always makes a URL with a host.")
    }
    return url
  }
}
