import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalSizeTests {
  @Test func fallsBackToEightyByTwentyFourWhenTheSizeIsUnknown() throws {
    let pipe = try #require(FileDescriptor.makePipe())
    defer {
      close(pipe.read)
      close(pipe.write)
    }
    #expect(TerminalSize.query(pipe.write) == Size(width: 80, height: 24))
    #expect(TerminalSize.query(-1) == TerminalSize.fallback)
  }
}
