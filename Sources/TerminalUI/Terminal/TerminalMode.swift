#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's line settings (`termios`), and the raw mode a full-screen program needs.
///
/// The code stays portable by never assuming a layout: flags are the C library's named
/// constants converted with `tcflag_t(...)` (an `UInt32` on Linux, an `UInt` on Darwin), and the
/// control characters are written through the raw bytes of `c_cc`, a tuple whose length differs
/// between platforms (32 on Linux, 20 on Darwin), at the indices `VMIN` and `VTIME`.
enum TerminalMode {
  /// `original` changed for raw mode: every byte is delivered as typed, nothing is echoed or
  /// turned into a signal, and output is sent untouched.
  static func raw(from original: termios) -> termios {
    var raw = original
    // No break-to-SIGINT, no CR-to-NL, no parity check, no stripping to 7 bits, no Ctrl-S/Ctrl-Q.
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    // No output processing: "\n" must not become "\r\n" behind the renderer's back.
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    // No echo, no line editing, no Ctrl-C/Ctrl-Z signals, no Ctrl-V literal-next.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      // A read returns as soon as one byte is there, and waits for it without a timer.
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }

  /// The settings of the terminal on `fileDescriptor`.
  static func current(of fileDescriptor: Int32) throws(TerminalError) -> termios {
    var mode = termios()
    guard tcgetattr(fileDescriptor, &mode) == 0 else {
      throw .systemCallFailed(name: "tcgetattr", errorNumber: errno)
    }
    return mode
  }

  /// Applies `mode` to the terminal on `fileDescriptor` once pending output has been sent.
  static func apply(_ mode: termios, to fileDescriptor: Int32) throws(TerminalError) {
    var mode = mode
    while tcsetattr(fileDescriptor, TCSADRAIN, &mode) != 0 {
      guard errno == EINTR else {
        throw .systemCallFailed(name: "tcsetattr", errorNumber: errno)
      }
    }
  }
}
