import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A one-route HTTP server on 127.0.0.1 for tests: it records each request and answers every
/// one with the same canned reply, or never answers at all.
///
/// Written on BSD sockets so that the live client is tested against a real TCP connection
/// and a real HTTP exchange, with no network and no dependency.
final class LoopbackServer: @unchecked Sendable {
  /// What the server answers.
  struct Reply: Sendable {
    var statusCode: Int
    var headers: [String: String] = [:]
    var body: Data
  }

  /// A request as it arrived.
  struct Request: Sendable {
    /// The method and target, such as `GET /search/repositories?q=swift&page=1`.
    var method: String
    var target: String
    /// Header fields, names lowercased.
    var headers: [String: String]
  }

  /// The address to give a client: `http://127.0.0.1:PORT`.
  let baseURL: URL

  private let reply: Reply?
  private let listener: Int32
  private let port: UInt16
  private let lock = NSLock()
  private var recordedRequests: [Request] = []
  private var requestWaiters: [CheckedContinuation<Request, Never>] = []
  private var heldConnections: [Int32] = []
  private var isStopped = false

  /// Starts listening on a free port; `reply` `nil` means never answer.
  init(reply: Reply?) throws {
    self.reply = reply
    (listener, port) = try LoopbackSocket.listenOnFreePort()
    guard let url = URL(string: "http://127.0.0.1:\(port)") else {
      close(listener)
      throw LoopbackSocket.StartError(description: "url")
    }
    baseURL = url
    LoopbackSocket.acceptConnections(on: listener, for: self) { server, connection in
      server.take(connection)
    }
  }

  deinit {
    stop()
  }

  /// Every request received so far, in order.
  var requests: [Request] {
    lock.withLock { recordedRequests }
  }

  /// The first request, as soon as it has arrived.
  func firstRequest() async -> Request {
    await withCheckedContinuation { continuation in
      let request: Request? = lock.withLock {
        if let first = recordedRequests.first { return first }
        requestWaiters.append(continuation)
        return nil
      }
      if let request { continuation.resume(returning: request) }
    }
  }

  /// Stops accepting and closes every connection still held open.
  func stop() {
    let connections: [Int32]? = lock.withLock {
      guard !isStopped else { return nil }
      isStopped = true
      defer { heldConnections = [] }
      return heldConnections
    }
    guard let connections else { return }
    for connection in connections { close(connection) }
    // `accept` has no timeout; a connection of our own wakes it so that it sees the stop.
    LoopbackSocket.poke(port: port)
  }

  /// Serves `connection`, one at a time; false once the server has stopped.
  private func take(_ connection: Int32) -> Bool {
    if lock.withLock({ isStopped }) {
      if connection >= 0 { close(connection) }
      return false
    }
    if connection >= 0 { serve(connection) }
    return true
  }

  private func serve(_ connection: Int32) {
    guard let request = Self.readRequest(from: connection) else {
      close(connection)
      return
    }
    let waiters = lock.withLock {
      recordedRequests.append(request)
      defer { requestWaiters = [] }
      return requestWaiters
    }
    for waiter in waiters { waiter.resume(returning: request) }
    guard let reply else {
      lock.withLock { heldConnections.append(connection) }
      return
    }
    LoopbackSocket.sendAll(Self.encode(reply), to: connection)
    close(connection)
  }

  /// Reads the request line and header fields, up to the blank line that ends them.
  private static func readRequest(from connection: Int32) -> Request? {
    guard let head = LoopbackSocket.readRequestHead(from: connection) else { return nil }
    let lines = head.components(separatedBy: "\r\n")
    let requestLine = lines[0].split(separator: " ")
    guard requestLine.count == 3 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] =
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Request(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
  }

  private static func encode(_ reply: Reply) -> Data {
    var head = "HTTP/1.1 \(reply.statusCode) Canned\r\n"
    for (name, value) in reply.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "Content-Length: \(reply.body.count)\r\nConnection: close\r\n\r\n"
    return Data(head.utf8) + reply.body
  }
}
