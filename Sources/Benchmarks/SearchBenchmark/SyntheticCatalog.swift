import Foundation
import RepositorySearch
import TestSupport

/// Makes any number of made-up repositories, the same ones on every run.
///
/// Names, descriptions and topics are drawn from a small vocabulary with a seeded generator, so
/// that the benchmark's queries find a realistic share of matches at any size.
enum SyntheticCatalog {
  private static let words = [
    "swift", "json", "parser", "http", "server", "client", "web", "framework", "async", "test",
    "cli", "terminal", "image", "cache", "database", "graph", "network", "kit", "ui", "layout",
    "markdown", "editor", "compiler", "linter", "format", "crypto", "stream", "queue", "log",
    "metrics", "router", "template", "config", "plugin", "animation", "chart", "audio", "video",
  ]
  private static let languages = [
    "Swift", "Go", "Rust", "Python", "JavaScript", "TypeScript", "C++", "C#", "Java", "Kotlin",
  ]
  private static let owners = (1...2_000).map { "owner\($0)" }

  /// Makes `count` repositories from `seed`.
  static func repositories(count: Int, seed: UInt64 = 42) -> [Repository] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    return (0..<count).map { index in
      let owner = owners.randomElement(using: &generator) ?? "owner"
      let name = (0..<2).compactMap { _ in words.randomElement(using: &generator) }
        .joined(separator: "-")
      let description = (0..<8).compactMap { _ in words.randomElement(using: &generator) }
        .joined(separator: " ")
      return Repository(
        id: index + 1,
        name: "\(name)-\(index)",
        fullName: "\(owner)/\(name)-\(index)",
        owner: Repository.Owner(login: owner),
        description: "A \(description) library.",
        htmlURL: page,
        language: languages.randomElement(using: &generator),
        stargazersCount: Int(generator.next() % 200_000),
        forksCount: Int(generator.next() % 20_000),
        openIssuesCount: Int(generator.next() % 2_000),
        topics: (0..<3).compactMap { _ in words.randomElement(using: &generator) }
      )
    }
  }

  private static let page: URL = {
    guard let url = URL(string: "https://github.com/") else {
      preconditionFailure("A literal URL always parses.")
    }
    return url
  }()
}
