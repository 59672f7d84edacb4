import Foundation
import Registry
import TestSupport
import Testing

/// The built demos against hostile input: a fake GitHub on 127.0.0.1 that misbehaves one way
/// per test, and hostile lines and flags.
///
/// The fixes live in the shared code, so each scenario runs on one demo, taking the registry's
/// demos in turn: every demo meets a hostile server while the suite stays fast.
@Suite struct HostileDemoTests {
  private static let executables = Registry.architectures.map(\.executable)

  /// The demo for scenario `number`.
  private func demo(_ number: Int) -> DemoProcess {
    DemoProcess(name: Self.executables[number % Self.executables.count])
  }

  /// Runs scenario `number`'s demo against `server` with `lines` piped in.
  private func run(
    _ number: Int, against server: HostileGitHub, _ lines: [String]
  ) async throws -> DemoProcess.Result {
    try await run(
      number, ["--api-url", server.baseURL.absoluteString],
      input: (lines + [":quit"]).map { $0 + "\n" }.joined())
  }

  /// Runs scenario `number`'s demo.
  private func run(
    _ number: Int, _ arguments: [String], input: String = "",
    environment: [String: String] = [:]
  ) async throws -> DemoProcess.Result {
    let demo = demo(number)
    return try await demo.run(arguments, input: input, environment: environment)
  }

  /// The screen printed after `step`, without its heading.
  private func screen(after step: String, in output: String) -> String? {
    output.components(separatedBy: "── ").last { $0.hasPrefix(step + "\n") }
  }

  @Test("1 extreme counts show as 0 or in full, without a crash")
  func extremeCounts() async throws {
    let server = try HostileGitHub(.extremeCounts)
    defer { server.stop() }
    let result = try await run(0, against: server, ["swift", ":select 1", ":open"])
    #expect(result.status == 0)
    let row = try #require(screen(after: "swift", in: result.output))
    #expect(row.contains("★ 0") && row.contains("1 of 1"))
    let detail = try #require(screen(after: ":open", in: result.output))
    #expect(detail.contains("Stars        0"))
    #expect(detail.contains("Forks        9,223,372,036,854,775,807"))
  }

  @Test("4 a body without end stops at the limit with an alert, and the demo still quits")
  func endlessBody() async throws {
    // Past the demo's 4 MB limit, then the connection held open until the demo hangs up.
    let server = try HostileGitHub(.endlessBody(bytes: 5 * 1_024 * 1_024))
    defer { server.stop() }
    let result = try await run(4, against: server, ["swift"])
    #expect(result.status == 0)
    let alert = try #require(screen(after: "swift", in: result.output))
    #expect(alert.contains("far larger than a page"))
    #expect(result.errorOutput.isEmpty)
  }

  @Test("8 an error message with escapes and separators is drawn sanitized")
  func hostileMessage() async throws {
    let server = try HostileGitHub(.hostileMessage(status: 422))
    defer { server.stop() }
    let result = try await run(2, against: server, ["swift"])
    let alert = try #require(screen(after: "swift", in: result.output))
    #expect(alert.contains("GitHub rejected the query: Bad␛]0;pwned␇"))
    let forbidden = result.output.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        || [0x2028, 0x2029, 0x202E, 0x202C].contains($0.value)
    }
    #expect(forbidden.isEmpty)
  }

  @Test("a reply that is not HTTP at all could not be read; GitHub was reached")
  func notHTTP() async throws {
    let server = try HostileGitHub(.notHTTP)
    defer { server.stop() }
    let result = try await run(5, against: server, ["swift"])
    #expect(result.status == 0)
    let alert = try #require(screen(after: "swift", in: result.output))
    #expect(alert.contains("could not be read"))
    #expect(!alert.contains("could not be reached"))
  }

  @Test("14 incomplete results are said in the title line")
  func incompleteResults() async throws {
    let server = try HostileGitHub(.incompleteResults)
    defer { server.stop() }
    let result = try await run(3, against: server, ["swift"])
    let title = try #require(screen(after: "swift", in: result.output)).split(separator: "\n")[1]
    #expect(title.hasSuffix("· results may be incomplete"))
  }

  @Test("15 a failed page is retried at the last row")
  func failedPageIsRetried() async throws {
    let server = try HostileGitHub(.failsOnce(page: 2, totalCount: 45))
    defer { server.stop() }
    let result = try await run(
      4, against: server, ["swift", ":key end", ":key enter", ":key down"])
    #expect(try #require(screen(after: ":key end", in: result.output)).contains("HTTP 502"))
    #expect(try #require(screen(after: ":key down", in: result.output)).contains("45 of 45"))
    #expect(server.requests.map(\.page) == [1, 2, 2])
  }

  @Test("16 a wrong address and a legal block get messages a person can act on")
  func statuses() async throws {
    let notFound = try await run(5, against: try HostileGitHub(.htmlPage(status: 404)), ["swift"])
    #expect(
      try #require(screen(after: "swift", in: notFound.output)).contains("Check the API address"))
    let blocked = try await run(5, against: try HostileGitHub(.status(451)), ["swift"])
    #expect(try #require(screen(after: "swift", in: blocked.output)).contains("legal reasons"))
  }

  @Test("18 a javascript: address is shown, never offered or opened")
  func nonWebAddress() async throws {
    let server = try HostileGitHub(.nonWebURLs)
    defer { server.stop() }
    let result = try await run(6, against: server, ["swift", ":select 1", ":open", ":key o"])
    let detail = try #require(screen(after: ":open", in: result.output))
    #expect(detail.contains("URL          javascript:alert(1)"))
    #expect(!detail.contains("o open in browser"))
    #expect(try #require(screen(after: ":key o", in: result.output)).contains("Not a web page"))
  }

  @Test("6 a piped line with escape sequences reaches stdout sanitized")
  func hostileLine() async throws {
    let result = try await run(
      7, ["--latency", "0"], input: "\u{1B}]0;pwned\u{07}swift\n:fly\u{1B}[2J\n")
    #expect(result.status == 0)
    #expect(result.output.contains("── ␛]0;pwned␇swift"))
    #expect(!(result.output + result.errorOutput).contains("\u{1B}"))
  }

  @Test("7 each screen is written as soon as it is drawn")
  func screensArriveStepByStep() async throws {
    let session = try DemoSession(
      Self.executables[8 % Self.executables.count], arguments: ["--latency", "0"])
    let (launched, searched, status) = try await onAThreadOfItsOwn {
      let launched = session.waitForOutput(containing: "── launch")
      session.send("swift")
      let searched = session.waitForOutput(containing: "── swift")
      session.send(":quit")
      return (launched, searched, try session.finish())
    }
    #expect(launched && searched, "each screen arrives while the input is still open")
    #expect(status == 0)
  }

  @Test("13 a value for a flag that takes none is a usage error")
  func flagWithAValue() async throws {
    let name = Self.executables[9 % Self.executables.count]
    let result = try await run(9, ["--live=false"])
    #expect(result.status == 2)
    #expect(
      result.errorOutput
        == "\(name): option '--live' takes no value, not 'false'. Run '\(name) --help' for usage.\n"
    )
  }

  @Test("17 a token that is not sent is said once, never shown")
  func withheldToken() async throws {
    let result = try await run(
      10, ["--api-url", "http://github.example.invalid/api/v3"], input: ":quit\n",
      environment: ["GITHUB_TOKEN": "ghp_never_printed"])
    #expect(result.status == 0)
    let lines = result.errorOutput.split(separator: "\n")
    #expect(lines.filter { $0.contains("GITHUB_TOKEN is set but not sent") }.count == 1)
    #expect(!(result.output + result.errorOutput).contains("ghp_never_printed"))
  }
}
