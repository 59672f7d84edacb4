import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair: a demo runs on the terminal side as in a real terminal, and the test
/// reads what it draws on the controlling side.
///
/// Everything the demo writes is collected on a thread of its own, so that the demo never
/// blocks on a full terminal; ``waitForOutput(containing:)`` waits for it without sleeping.
final class PseudoTerminal: @unchecked Sendable {
  /// The side the demo gets as standard input, output and error.
  let terminal: FileHandle
  private let controller: Int32
  private let received = ReceivedOutput()

  /// Opens a pair of `columns` × `rows`; `nil` when the system has no pseudo-terminals.
  init?(columns: UInt16 = 80, rows: UInt16 = 24) {
    guard let functions = PseudoTerminalFunctions() else { return nil }
    let controller = functions.open(O_RDWR | O_NOCTTY)
    guard controller >= 0, functions.grant(controller) == 0, functions.unlock(controller) == 0,
      let name = functions.name(controller)
    else { return nil }
    // Close-on-exec: only the demo, which gets it as its standard streams, holds the terminal
    // side, so its end is read as soon as the demo exits, not when some other test's process
    // started meanwhile exits too.
    let terminal = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard terminal >= 0 else {
      close(controller)
      return nil
    }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    self.controller = controller
    self.terminal = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    Thread.detachNewThread { [self] in readUntilClosed() }
  }

  deinit {
    close(controller)
  }

  /// Everything drawn so far.
  var output: String {
    received.text
  }

  /// Waits until the output contains `text`, or ends without it; returns whether it did (see
  /// ``ReceivedOutput/waitFor(containing:)``).
  func waitForOutput(containing text: String) -> Bool {
    received.waitFor(containing: text)
  }

  /// Waits until every process holding the terminal side has closed it, so that ``output``
  /// holds everything they wrote: once the demo has exited, its end is on its way.
  func waitForEnd() {
    received.waitUntilClosed()
  }

  private func readUntilClosed() {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      received.append(count > 0 ? Data(buffer[..<count]) : Data())
      if count <= 0 { return }
    }
  }
}

/// The C library's pseudo-terminal functions: `posix_openpt`, `grantpt`, `unlockpt`, `ptsname`.
///
/// Glibc's module map leaves them out (its headers declare them only under `_XOPEN_SOURCE`),
/// so on Linux they are looked up by name in the process, as the dynamic linker would.
private struct PseudoTerminalFunctions {
  let open: (Int32) -> Int32
  let grant: (Int32) -> Int32
  let unlock: (Int32) -> Int32
  let name: (Int32) -> UnsafeMutablePointer<CChar>?

  init?() {
    #if canImport(Darwin)
      open = { posix_openpt($0) }
      grant = { grantpt($0) }
      unlock = { unlockpt($0) }
      name = { ptsname($0) }
    #else
      typealias IntFunction = @convention(c) (Int32) -> Int32
      typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
      // A null handle is RTLD_DEFAULT on Linux: every library the process loaded.
      guard let open = dlsym(nil, "posix_openpt"), let grant = dlsym(nil, "grantpt"),
        let unlock = dlsym(nil, "unlockpt"), let name = dlsym(nil, "ptsname")
      else { return nil }
      self.open = unsafeBitCast(open, to: IntFunction.self)
      self.grant = unsafeBitCast(grant, to: IntFunction.self)
      self.unlock = unsafeBitCast(unlock, to: IntFunction.self)
      self.name = unsafeBitCast(name, to: NameFunction.self)
    #endif
  }
}
