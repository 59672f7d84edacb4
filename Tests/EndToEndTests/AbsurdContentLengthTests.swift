import Foundation
import Registry
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A demo against a fake GitHub on 127.0.0.1 that announces an absurd `Content-Length`.
@Suite struct AbsurdContentLengthTests {
  private static let executables = Registry.architectures.map(\.executable)

  private func demoName(_ number: Int) -> String {
    Self.executables[number % Self.executables.count]
  }

  /// The screen printed after `step`, without its heading.
  private func screen(after step: String, in output: String) -> String? {
    output.components(separatedBy: "── ").last { $0.hasPrefix(step + "\n") }
  }

  /// The alert, or where the toolchain traps first, a stop in that search and nowhere else.
  ///
  /// FoundationNetworking (swift-corelibs-foundation 6.3.1) traps converting libcurl's
  /// Content-Length, a Double, to Int64 when it rounds to 2^63: the process stops on SIGILL
  /// before any delegate method runs, so no code of this package can refuse the value first.
  /// Where it traps, the demo may do only that: stop in the search, with the status of SIGILL.
  /// Where it does not, the demo shows the alert and keeps running.
  @Test("a Content-Length over any page is an alert, unless FoundationNetworking traps on it first")
  func absurdContentLength() async throws {
    let server = try HostileGitHub(.contentLength(String(Int64.max)))
    defer { server.stop() }
    // Where it traps, the Swift runtime would otherwise spend a second of CPU printing the
    // crash's backtrace, which this test does not read.
    let result = try await DemoProcess(name: demoName(1)).run(
      ["--api-url", server.baseURL.absoluteString], input: "swift\n:quit\n",
      environment: ["SWIFT_BACKTRACE": "enable=no"])
    if result.wasSignalled, result.status == SIGILL {
      #expect(result.output.contains("── launch"), "the screens before the search are printed")
      #expect(screen(after: "swift", in: result.output) == nil, "it stops in the search")
    } else {
      #expect(result.status == 0)
      #expect(screen(after: "swift", in: result.output)?.contains("Search failed") == true)
    }
  }
}
