import Foundation
import RepositorySearch
import TerminalUI
import Testing

@testable import Launcher

@Suite struct LaunchOptionsTests {
  @Test func defaultsToTheOfflineCatalogWithVisibleLatency() throws {
    let options = try LaunchOptions(arguments: [])
    #expect(options.action == .run)
    #expect(options.dataSource == .offlineCatalog(latency: LaunchOptions.defaultLatency))
    #expect(options.simulatedFault == nil)
    #expect(!options.forcesTranscript)
  }

  @Test func readsEveryFlag() throws {
    let options = try LaunchOptions(arguments: [
      "--latency", "0", "--simulate=rate-limit", "--transcript", "--size", "100x30",
    ])
    #expect(options.dataSource == .offlineCatalog(latency: .zero))
    #expect(options.simulatedFault == .rateLimit)
    #expect(options.forcesTranscript)
    #expect(options.transcriptSize == Size(width: 100, height: 30))
  }

  @Test func apiURLImpliesLive() throws {
    let options = try LaunchOptions(arguments: ["--api-url", "http://127.0.0.1:8080/api/v3"])
    #expect(
      options.dataSource == .live(apiURL: try #require(URL(string: "http://127.0.0.1:8080/api/v3")))
    )
    #expect(
      try LaunchOptions(arguments: ["--live"]).dataSource
        == .live(apiURL: GitHubClient.publicAPIURL))
  }

  @Test func helpAndVersionWinOverRunning() throws {
    #expect(try LaunchOptions(arguments: ["--live", "-h"]).action == .showHelp)
    #expect(try LaunchOptions(arguments: ["--version"]).action == .showVersion)
  }

  /// Flags a demo refuses, each with the one line that says why.
  static let badFlags: [([String], String)] = [
    (["--fast"], "unknown option '--fast'"),
    (["swift"], "unexpected argument 'swift'"),
    (["--latency"], "option '--latency' needs a value"),
    (["--latency", "soon"], "'--latency' needs milliseconds from 0 to 60000, not 'soon'"),
    (
      ["--simulate", "fire"],
      "'--simulate' needs one of offline, rate-limit, server-error, malformed, slow, not 'fire'"
    ),
    (
      ["--api-url", "ftp://example.com"],
      "'--api-url' needs an http(s) URL, not 'ftp://example.com'"
    ),
    (["--size", "80"], "'--size' needs COLUMNSxROWS such as 100x30, not '80'"),
    (["--live", "--latency", "5"], "'--latency' applies to the offline catalog, not '--live'"),
    (["--live=false"], "option '--live' takes no value, not 'false'"),
    (["--transcript=no"], "option '--transcript' takes no value, not 'no'"),
    (["--help=1"], "option '--help' takes no value, not '1'"),
    (["--version="], "option '--version' takes no value, not ''"),
  ]

  @Test(arguments: badFlags.map { BadFlags(arguments: $0.0, message: $0.1) })
  func rejectsBadFlagsWithOneLine(_ flags: BadFlags) {
    #expect(throws: LaunchOptions.ParseError(description: flags.message)) {
      try LaunchOptions(arguments: flags.arguments)
    }
  }
}

/// Flags a demo refuses and the message that says why, described on the test's line by the
/// flags alone.
struct BadFlags: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let message: String

  var testDescription: String { arguments.joined(separator: " ") }
}
