import Foundation

/// Response bodies as GitHub sends them, trimmed to the fields the model reads plus a few it
/// ignores, so that tests also prove unknown fields are skipped.
enum Fixtures {
  /// A page of two repositories: one complete, one with every nullable field `null` and no
  /// `topics` key at all, as GitHub sends for an account-less, empty repository.
  static let searchResponse = Data(
    #"""
    {
      "total_count": 2,
      "incomplete_results": true,
      "items": [
        {
          "id": 44838949,
          "node_id": "MDEwOlJlcG9zaXRvcnk0NDgzODk0OQ==",
          "name": "swift",
          "full_name": "swiftlang/swift",
          "private": false,
          "owner": { "login": "swiftlang", "id": 42816656, "type": "Organization" },
          "html_url": "https://github.com/swiftlang/swift",
          "description": "The Swift Programming Language",
          "homepage": "https://swift.org",
          "language": "C++",
          "stargazers_count": 69000,
          "watchers_count": 69000,
          "forks_count": 10500,
          "open_issues_count": 8000,
          "topics": ["swift", "compiler"],
          "license": {
            "key": "apache-2.0", "name": "Apache License 2.0", "spdx_id": "Apache-2.0",
            "url": "https://api.github.com/licenses/apache-2.0"
          },
          "created_at": "2015-10-23T21:15:07Z",
          "updated_at": "2025-01-02T03:04:05Z",
          "score": 1.0
        },
        {
          "id": 1,
          "name": "empty",
          "full_name": "ghost/empty",
          "owner": null,
          "html_url": "https://github.com/ghost/empty",
          "description": null,
          "homepage": null,
          "language": null,
          "stargazers_count": 0,
          "forks_count": 0,
          "open_issues_count": 0,
          "license": null,
          "created_at": null,
          "updated_at": null
        }
      ]
    }
    """#.utf8)

  /// A search response cut off in the middle, as a dropped proxy connection leaves it.
  static let truncatedResponse = searchResponse.prefix(200)

  /// The page a proxy or load balancer sends instead of JSON.
  static let htmlPage = Data(
    "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>".utf8)

  /// GitHub's answer to a query it cannot run.
  static let validationFailed = Data(
    #"""
    {
      "message": "Validation Failed",
      "errors": [
        {
          "message": "The listed users cannot be searched either because the users do not exist or you do not have permission to view the users.",
          "resource": "Search", "field": "q", "code": "invalid"
        }
      ],
      "documentation_url": "https://docs.github.com/v3/search/"
    }
    """#.utf8)

  /// GitHub's answer once the rate limit is used up.
  static let rateLimitExceeded = Data(
    #"""
    {
      "message": "API rate limit exceeded for 192.0.2.1.",
      "documentation_url": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"
    }
    """#.utf8)

  /// A body with just a message, as GitHub sends for most errors.
  static func message(_ text: String) -> Data {
    Data(#"{"message": "\#(text)", "documentation_url": "https://docs.github.com/rest"}"#.utf8)
  }
}
