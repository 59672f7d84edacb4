import Foundation
import Testing

@testable import Launcher

/// A token that is not sent is not withheld silently.
@Suite struct AppEnvironmentFactoryTests {
  private func notice(_ arguments: [String], token: String? = "ghp_secret") throws -> String? {
    let environment = token.map { ["GITHUB_TOKEN": $0] } ?? [:]
    return AppEnvironmentFactory(
      options: try LaunchOptions(arguments: arguments), environment: environment
    ).withheldTokenNotice
  }

  @Test func saysOnceThatATokenIsNotSentOverPlainHTTP() throws {
    let line = try #require(try notice(["--api-url", "http://github.example.com/api/v3"]))
    #expect(line.contains("GITHUB_TOKEN is set but not sent to github.example.com"))
    #expect(!line.contains("ghp_secret"))
  }

  @Test(arguments: [
    ["--live"], ["--api-url", "https://github.example.com/api/v3"],
    ["--api-url", "http://127.0.0.1:8080"], ["--api-url", "http://localhost:8080"], [],
  ])
  func saysNothingWhenTheTokenIsSentOrNotNeeded(arguments: [String]) throws {
    #expect(try notice(arguments) == nil)
  }

  @Test("a token with a line break inside is refused in one line, never printed")
  func refusesATokenWithALineBreak() throws {
    for arguments in [["--live"], ["--api-url", "http://127.0.0.1:8080"]] {
      let line = try #require(try notice(arguments, token: "ghp_sec\nret\n"))
      #expect(line.hasPrefix("GITHUB_TOKEN is not used"))
      #expect(!line.contains("ghp_sec") && !line.contains("ret") && !line.contains("\n"))
    }
    #expect(try notice([], token: "ghp_sec\nret") == nil, "the offline catalog sends no token")
  }

  @Test func saysNothingWithoutAToken() throws {
    #expect(try notice(["--api-url", "http://github.example.com"], token: nil) == nil)
  }
}
