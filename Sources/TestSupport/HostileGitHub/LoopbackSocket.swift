import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket calls the loopback test servers make, written once for Linux and macOS.
public enum LoopbackSocket {
  /// `SOCK_STREAM`, which Glibc imports as an enum and Darwin as a number.
  #if canImport(Glibc)
    public static let stream = Int32(SOCK_STREAM.rawValue)
  #else
    public static let stream = SOCK_STREAM
  #endif

  /// Why a server could not start.
  public struct StartError: Error, CustomStringConvertible {
    /// The call that failed.
    public var description: String

    /// Names the call that failed.
    public init(description: String) {
      self.description = description
    }
  }

  /// The IPv4 address 127.0.0.1 with `port`.
  public static func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
  }

  /// Opens a socket listening on 127.0.0.1 at a port the system picks, and returns both.
  public static func listenOnFreePort() throws(StartError) -> (socket: Int32, port: UInt16) {
    let (listener, port) = try bindWithoutListening()
    guard listen(listener, 64) == 0 else {
      close(listener)
      throw StartError(description: "listen")
    }
    return (listener, port)
  }

  /// Binds a socket to a free port on 127.0.0.1 without listening, and returns both.
  ///
  /// While the socket stays open, a connection to the port is refused at once, and no other
  /// server can take the port. Close the socket when done.
  public static func bindWithoutListening() throws(StartError) -> (socket: Int32, port: UInt16) {
    let socket = socket(AF_INET, stream, 0)
    guard socket >= 0 else { throw StartError(description: "socket") }
    var address = loopbackAddress(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let isBound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
      }
    }
    guard isBound else {
      close(socket)
      throw StartError(description: "bind")
    }
    return (socket, UInt16(bigEndian: address.sin_port))
  }

  /// Connects to 127.0.0.1:`port` and closes at once: wakes a thread blocked in `accept`.
  public static func poke(port: UInt16) {
    let connection = socket(AF_INET, stream, 0)
    var address = loopbackAddress(port: port)
    _ = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    close(connection)
  }

  /// Writes all of `data`; returns false as soon as the other side has gone.
  @discardableResult
  public static func sendAll(_ data: Data, to connection: Int32) -> Bool {
    #if canImport(Darwin)
      // Darwin has no MSG_NOSIGNAL; this option keeps a closed peer from raising SIGPIPE.
      var yes: Int32 = 1
      setsockopt(
        connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    return data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let sent = send(
          connection, bytes.baseAddress?.advanced(by: offset), bytes.count - offset, flags)
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  /// Reads an HTTP request head, up to the blank line that ends it; `nil` if the peer left.
  public static func readRequestHead(from connection: Int32) -> String? {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let end = Data("\r\n\r\n".utf8)
    while received.range(of: end) == nil, received.count < 65_536 {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      received.append(contentsOf: buffer[0..<count])
    }
    return String(data: received, encoding: .utf8)
  }

  /// Blocks until the peer closes the connection (or it is shut down); discards what it sends.
  public static func waitForHangUp(_ connection: Int32) {
    var buffer = [UInt8](repeating: 0, count: 1_024)
    while recv(connection, &buffer, buffer.count, 0) > 0 {}
  }

  /// Shuts `connection` down both ways, waking any thread blocked on it.
  public static func shutDown(_ connection: Int32) {
    _ = shutdown(connection, Int32(SHUT_RDWR))
  }
}
