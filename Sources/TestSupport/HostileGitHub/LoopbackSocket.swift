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
    closeOnExec(socket)
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
    closeOnExec(connection)
    var address = loopbackAddress(port: port)
    _ = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    close(connection)
  }
}
