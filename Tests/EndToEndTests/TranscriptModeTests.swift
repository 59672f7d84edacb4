import Foundation
import Registry
import Testing

/// W3 and W4 on the real executables: a session piped in, flags, exit statuses.
@Suite struct TranscriptModeTests {
  /// A demo executable and the architecture it runs, named as in the compliance matrix.
  struct Demo: Sendable, CustomStringConvertible {
    let executable: String
    let description: String
  }

  /// Every registered architecture's demo.
  static let demos = Registry.architectures.map {
    Demo(executable: $0.executable, description: $0.name)
  }

  @MainActor
  @Suite struct W3 {
    /// What each demo's session is piped: an unknown command, a query, then select, open,
    /// back and quit.
    static let input = ":fly\nswift\n:select 3\n:open\n:back\n:quit\n"

    /// Each demo's session, run once for the three tests that read it.
    private static var sessions: [String: Task<DemoProcess.Result, any Error>] = [:]

    /// The session of `demo`, run the first time a test asks.
    static func session(_ demo: Demo) async throws -> DemoProcess.Result {
      let run =
        sessions[demo.executable]
        ?? Task {
          try await DemoProcess(name: demo.executable).run(["--latency", "0"], input: input)
        }
      sessions[demo.executable] = run
      return try await run.value
    }

    /// Each binary runs its own architecture: `main.swift` passes it to the launcher, and the
    /// title of the first screen names it.
    @Test("W3 a piped query prints plain-text screens and exits 0", arguments: demos)
    func pipedQuery(_ architecture: Demo) async throws {
      let result = try await Self.session(architecture)
      #expect(result.status == 0)
      let title = "SideBySide · \(architecture) · offline catalog"
      #expect(result.output.hasPrefix("── launch\n\(title)\n"), "\(result.output.prefix(80))")
      #expect(result.output.contains("── swift"))
      #expect(result.output.contains("swiftlang/swift"))
      #expect(!result.output.contains("\u{1B}"), "a transcript has no escape codes")
    }

    @Test("W3 search, select, open, back and quit through a pipe", arguments: demos)
    func wholeSession(_ architecture: Demo) async throws {
      let result = try await Self.session(architecture)
      #expect(result.status == 0)
      let screens = result.output.components(separatedBy: "── ").dropFirst()
      #expect(screens.count == 5, "launch, the query, select, open and back; quit prints nothing")
      let screensByStep = Dictionary(
        screens.map { (String($0.prefix { $0 != "\n" }), String($0)) }, uniquingKeysWith: { $1 })
      let detail = try #require(screensByStep[":open"])
      #expect(detail.contains("Stars") && detail.contains("https://github.com/"))
      let selected = try #require(screensByStep[":select 3"])
      let back = try #require(screensByStep[":back"])
      #expect(selected.dropFirst(":select 3".count) == back.dropFirst(":back".count))
    }

    @Test("W3 an unknown command is reported and the session goes on", arguments: demos)
    func unknownCommand(_ architecture: Demo) async throws {
      let result = try await Self.session(architecture)
      #expect(result.status == 0)
      #expect(result.errorOutput.contains("unknown command ':fly'"))
      #expect(result.output.contains("── swift"))
    }
  }

  /// The flag reaches the app in a built demo; how each architecture shows the alert is S7 of
  /// the conformance suite, and reading the flag `LauncherTests`'.
  @Test("--simulate rate-limit shows the rate-limit alert")
  func simulatedRateLimit() async throws {
    let demo = try #require(Self.demos.last).executable
    let result = try await DemoProcess(name: demo).run(
      ["--latency", "0", "--simulate", "rate-limit"], input: "swift\n")
    #expect(result.status == 0)
    #expect(result.output.contains("rate limit"))
  }

  /// W4 on the built demos.
  ///
  /// Every demo is `await Launcher.main(.architecture)`: `--help` shows that each binary runs
  /// the launcher with its own name and architecture. `--version` and a bad flag take the same
  /// path in every binary, so one demo shows them; `LaunchOptionsTests` reads every flag.
  @MainActor
  @Suite struct W4 {
    @Test("W4 --help exits 0 and names the demo and its architecture", arguments: demos)
    func help(_ architecture: Demo) async throws {
      let demo = architecture.executable
      let help = try await DemoProcess(name: demo).run(["--help"])
      #expect(help.status == 0)
      #expect(help.output.contains("Usage: \(demo) [options]"))
      #expect(
        help.output.hasPrefix(
          "\(demo) — the SideBySide repository search, built as \(architecture)."))
      #expect(help.errorOutput.isEmpty)
    }

    @Test("W4 --version exits 0; a bad flag exits 2 with one line")
    func versionAndBadFlag() async throws {
      let demo = try #require(demos.last).executable
      let version = try await DemoProcess(name: demo).run(["--version"])
      #expect(version.status == 0)
      #expect(version.output.hasPrefix("\(demo) (SideBySide "))
      let result = try await DemoProcess(name: demo).run(["--bogus"])
      #expect(result.status == 2)
      #expect(result.output.isEmpty)
      #expect(
        result.errorOutput
          == "\(demo): unknown option '--bogus'. Run '\(demo) --help' for usage.\n")
    }
  }
}
