import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket constants and calls that differ between Linux and macOS.
enum Socket {
  /// `SOCK_STREAM`, which Glibc imports as an enum and Darwin as a number.
  #if canImport(Glibc)
    static let stream = Int32(SOCK_STREAM.rawValue)
  #else
    static let stream = SOCK_STREAM
  #endif

  /// The IPv4 address 127.0.0.1 with `port`.
  static func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
  }

  /// Writes all of `data`, giving up quietly if the other side has gone.
  static func sendAll(_ data: Data, to connection: Int32) {
    #if canImport(Darwin)
      // Darwin has no MSG_NOSIGNAL; this option keeps a closed peer from raising SIGPIPE.
      var yes: Int32 = 1
      setsockopt(
        connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let sent = send(
          connection, bytes.baseAddress?.advanced(by: offset), bytes.count - offset, flags)
        guard sent > 0 else { return }
        offset += sent
      }
    }
  }
}
