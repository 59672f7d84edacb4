import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test server's side of a connection: accepted non-blocking, and waited on with `poll`.
///
/// Why never blocking: after cancelling a request, FoundationNetworking can still act on a
/// socket number libcurl has closed (swift-corelibs-foundation#4791). When a test server has
/// just accepted a connection under that number, a blocking socket makes libcurl wait in
/// `recv` forever, and the whole suite with it; a non-blocking one answers "nothing yet".
extension LoopbackSocket {
  /// The next connection on `listener`, non-blocking and closed on exec; negative when
  /// `accept` failed.
  public static func acceptConnection(on listener: Int32) -> Int32 {
    let connection = accept(listener, nil, nil)
    if connection >= 0 {
      _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) | O_NONBLOCK)
      closeOnExec(connection)
    }
    return connection
  }

  /// Accepts connections on `listener` on a thread of its own, for as long as `server` runs.
  ///
  /// Each connection goes to `take` with its server, until `take` returns false (the server has
  /// stopped) or the server is gone; then `listener` is closed. A failed `accept` is handed over
  /// as a negative number.
  ///
  /// The thread holds the server only while it hands a connection over, not while it waits in
  /// `accept`: a test that lets go of its server ends it (the server's `deinit` stops it and
  /// wakes `accept` with ``poke(port:)``), rather than leaving a thread and a port behind.
  public static func acceptConnections<Server: AnyObject & Sendable>(
    on listener: Int32, for server: Server,
    take: @escaping @Sendable (Server, Int32) -> Bool
  ) {
    let thread = Thread { [weak server] in
      while true {
        let connection = acceptConnection(on: listener)
        guard let server else {
          if connection >= 0 { close(connection) }
          break
        }
        guard take(server, connection) else { break }
      }
      close(listener)
    }
    thread.start()
  }

  /// Marks `descriptor` to be closed in every program the test process starts, so that no
  /// child holds a test server's socket (and keeps a connection from ending) after the test.
  static func closeOnExec(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
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
        if sent > 0 {
          offset += sent
        } else if sent < 0, isWouldBlock(errno), waitUntil(connection, can: POLLOUT) {
          continue
        } else {
          return false
        }
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
      let count = receive(from: connection, into: &buffer)
      guard count > 0 else { return nil }
      received.append(contentsOf: buffer[0..<count])
    }
    return String(data: received, encoding: .utf8)
  }

  /// Waits until the peer closes the connection (or it is shut down); discards what it sends.
  public static func waitForHangUp(_ connection: Int32) {
    var buffer = [UInt8](repeating: 0, count: 1_024)
    while receive(from: connection, into: &buffer) > 0 {}
  }

  /// Shuts `connection` down both ways, waking any thread waiting on it.
  public static func shutDown(_ connection: Int32) {
    _ = shutdown(connection, Int32(SHUT_RDWR))
  }

  /// `recv`, waiting with `poll` while there is nothing yet: the count, 0 at the end, or -1.
  private static func receive(from connection: Int32, into buffer: inout [UInt8]) -> Int {
    while true {
      let count = recv(connection, &buffer, buffer.count, 0)
      if count >= 0 { return count }
      guard isWouldBlock(errno), waitUntil(connection, can: POLLIN) else { return -1 }
    }
  }

  /// Waits until `connection` is ready for `event`, or has hung up; false on an error.
  private static func waitUntil(_ connection: Int32, can event: Int32) -> Bool {
    var descriptor = pollfd(fd: connection, events: Int16(event), revents: 0)
    while true {
      if poll(&descriptor, 1, -1) > 0 { return true }
      guard errno == EINTR else { return false }
    }
  }

  private static func isWouldBlock(_ error: Int32) -> Bool {
    error == EAGAIN || error == EWOULDBLOCK || error == EINTR
  }
}
