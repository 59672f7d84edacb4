import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, written so that a closed or full stream is an error to
/// handle, never a crash (W5).
///
/// `FileHandle.write(_:)` stops the program with a fatal error and a backtrace when the write
/// fails — a reader that went away (`| head -1`), a full disk (`>/dev/full`), a closed
/// descriptor; `write(contentsOf:)` throws instead, and the launcher ends quietly with
/// ``failureStatus``.
enum StandardStream {
  /// Standard output.
  case output
  /// Standard error.
  case error

  /// The exit status when a stream cannot be written: the program ends without a word.
  static let failureStatus: Int32 = 1

  /// A stream that could not be written.
  struct WriteError: Error {}

  private var descriptor: Int32 {
    switch self {
    case .output: STDOUT_FILENO
    case .error: STDERR_FILENO
    }
  }

  /// Writes `text` whole; throws when the stream is closed or full.
  func write(_ text: String) throws(WriteError) {
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      throw WriteError()
    }
  }

  /// Writes `line` and a line break; throws when the stream is closed or full.
  func writeLine(_ line: String) throws(WriteError) {
    try write(line + "\n")
  }

  /// Keeps a closed standard input, output or error closed for good.
  ///
  /// A process started with descriptor 1 closed would otherwise hand that number to the next
  /// file or socket it opens, and print its screens into it. Each closed one is taken by
  /// `/dev/null` opened for reading only, so that writing to it still fails.
  static func reserveClosedDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 {
      let placeholder = open("/dev/null", O_RDONLY)
      if placeholder >= 0, placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
    }
  }
}
