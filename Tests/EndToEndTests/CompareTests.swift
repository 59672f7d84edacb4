import Foundation
import Registry
import Testing

/// `compare` as a person runs it, piped: what the built tool adds to what it decides, which
/// `CompareCommandTests` runs in process — the table reaching a pipe without colors, and a bad
/// command line's exit status.
@Suite struct CompareTests {
  let compare = DemoProcess(name: "compare")
  let names = Registry.architectures.map(\.name)

  @Test func printsTheTableForEveryRegisteredArchitecture() async throws {
    let result = try await compare.run([])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("validation (S3)\n"))
    for name in names {
      #expect(result.output.contains("\n  \(name) "), "\(name) has a line under each question")
    }
    #expect(!result.output.contains("\u{1B}"), "piped output has no colors")
  }

  @Test func aBadCommandLineExitsTwoWithOneLine() async throws {
    let flag = try await compare.run(["--bogus"])
    #expect(flag.status == 2)
    #expect(flag.output.isEmpty)
    #expect(
      flag.errorOutput == "compare: unknown option '--bogus'. Run 'compare --help' for usage.\n")
  }
}
