import Foundation
import Registry
import Testing

/// Raw bytes in a flag's value never reach standard error (W4); `compare`'s usage errors are
/// held to the same in process, by `CompareCommandTests`.
@Suite struct FlagSanitizingTests {
  private static let executables = Registry.architectures.map(\.executable)

  private func demoName(_ number: Int) -> String {
    Self.executables[number % Self.executables.count]
  }

  @Test("a flag's value never reaches stderr with control bytes, and stays on one line")
  func rawBytesInFlags() async throws {
    let demo = DemoProcess(name: demoName(5))
    let escape = try await demo.run(["--latency", "\u{1B}]0;pwned\u{07}5"])
    #expect(escape.status == 2)
    #expect(!escape.errorOutput.contains("\u{1B}") && !escape.errorOutput.contains("\u{07}"))
    #expect(escape.errorOutput.contains("␛]0;pwned␇5"))
    let newline = try await demo.run(["--latency", "1\n2"])
    #expect(newline.status == 2)
    #expect(newline.errorOutput.filter { $0 == "\n" }.count == 1, "one line")
  }
}
