#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the kernel how big the terminal window is.
enum TerminalSize {
  /// What a terminal that cannot tell its size is taken to be, as most programs do.
  static let fallback = Size(width: 80, height: 24)

  /// The size of the terminal on `fileDescriptor`, or ``fallback`` when it is unknown or zero.
  static func query(_ fileDescriptor: Int32) -> Size {
    var windowSize = winsize()
    // The request's type differs (Int32 constant on Linux, UInt on Darwin); `ioctl` takes UInt.
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &windowSize) == 0,
      windowSize.ws_col > 0, windowSize.ws_row > 0
    else { return fallback }
    return Size(width: Int(windowSize.ws_col), height: Int(windowSize.ws_row))
  }
}
