import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
@Suite struct SystemTerminalTests {
  @Test func refusesToStartOnAPipe() throws {
    let pipe = try #require(FileDescriptor.makePipe())
    defer {
      close(pipe.read)
      close(pipe.write)
    }
    #expect(!SystemTerminal.isTerminal(pipe.read))
    let terminal = SystemTerminal(input: pipe.read, output: pipe.write, environment: [:])
    #expect(throws: TerminalError.notATerminal) { try terminal.start() }
    #expect(!terminal.isStarted)
    #expect(terminal.size == Size(width: 80, height: 24))
    terminal.present(Canvas(size: Size(width: 10, height: 2)))
    terminal.stop()
    var byte: UInt8 = 0
    #expect(read(pipe.read, &byte, 1) == -1)
  }

  @Test func turnsColorsOffWhenNoColorIsSetAndNotEmpty() {
    let environments: [[String: String]] = [[:], ["NO_COLOR": ""], ["NO_COLOR": "1"]]
    let colorsEnabled = environments.map {
      SystemTerminal(input: -1, output: -1, environment: $0).colorsEnabled
    }
    #expect(colorsEnabled == [true, true, false])
  }
}
