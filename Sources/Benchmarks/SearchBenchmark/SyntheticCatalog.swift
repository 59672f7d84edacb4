import Foundation
import RepositorySearch

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
    var generator = SplitMix64(seed: seed)
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

/// Sebastiano Vigna's SplitMix64: a tiny seeded generator, so runs are repeatable.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
