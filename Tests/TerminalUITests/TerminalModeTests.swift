import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalModeTests {
  private func isSet(_ flags: tcflag_t, _ flag: Int32) -> Bool {
    flags & tcflag_t(flag) != 0
  }

  @Test func rawModeTurnsOffTheLineDisciplineAndKeepsEverythingElse() {
    var original = termios()
    original.c_iflag = tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON | IGNPAR)
    original.c_oflag = tcflag_t(OPOST | ONLCR)
    original.c_cflag = tcflag_t(CS7 | PARENB | CREAD)
    original.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN | ECHOE)
    let raw = TerminalMode.raw(from: original)
    for flag in [BRKINT, ICRNL, INPCK, ISTRIP, IXON] {
      #expect(!isSet(raw.c_iflag, flag))
    }
    #expect(isSet(raw.c_iflag, IGNPAR))
    #expect(!isSet(raw.c_oflag, OPOST))
    #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
    #expect(!isSet(raw.c_cflag, PARENB))
    #expect(isSet(raw.c_cflag, CREAD))
    for flag in [ECHO, ICANON, ISIG, IEXTEN] {
      #expect(!isSet(raw.c_lflag, flag))
    }
    #expect(isSet(raw.c_lflag, ECHOE))
  }

  @Test func rawModeReadsOneByteAtATimeWithoutATimer() {
    var original = termios()
    withUnsafeMutableBytes(of: &original.c_cc) { bytes in
      bytes[Int(VMIN)] = 4
      bytes[Int(VTIME)] = 9
      bytes[Int(VINTR)] = 3
    }
    let raw = TerminalMode.raw(from: original)
    withUnsafeBytes(of: raw.c_cc) { bytes in
      #expect(bytes[Int(VMIN)] == 1)
      #expect(bytes[Int(VTIME)] == 0)
      #expect(bytes[Int(VINTR)] == 3)
    }
  }

  @Test func reportsWhyAPipeHasNoTerminalMode() throws {
    let pipe = try #require(FileDescriptor.makePipe())
    defer {
      close(pipe.read)
      close(pipe.write)
    }
    #expect(throws: TerminalError.systemCallFailed(name: "tcgetattr", errorNumber: ENOTTY)) {
      try TerminalMode.current(of: pipe.read)
    }
  }
}
