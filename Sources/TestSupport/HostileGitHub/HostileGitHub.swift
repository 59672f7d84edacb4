import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fake GitHub search API on 127.0.0.1 that misbehaves on purpose, one way per ``Mode``.
///
/// Each connection is served on its own thread, so a reply that stalls or never ends holds up
/// nothing else. The server records every request, counts the replies it has started and the
/// connections the client hung up on, and lets a test wait for each without sleeping.
/// ``stop()`` (or releasing the server) shuts every connection down.
public final class HostileGitHub: @unchecked Sendable {
  /// A request as it arrived.
  public struct Request: Sendable {
    /// The request target, such as `/search/repositories?q=swift&per_page=30&page=1`.
    public var target: String
    /// Header fields, names lowercased.
    public var headers: [String: String]

    /// The `page` the target asks for; 1 when it names none.
    public var page: Int {
      let pair = target.split(whereSeparator: { $0 == "?" || $0 == "&" })
        .first { $0.hasPrefix("page=") }
      return pair.flatMap { Int($0.dropFirst("page=".count)) } ?? 1
    }
  }

  /// The address to give a client: `http://127.0.0.1:PORT`.
  public let baseURL: URL
  /// How the server misbehaves.
  public let mode: Mode

  private let listener: Int32
  private let port: UInt16
  // Everything below is read and written only while holding `lock`.
  private let lock = NSLock()
  private var recordedRequests: [Request] = []
  private var counts: [Counter: Int] = [:]
  private var waiters: [Waiter] = []
  private var openConnections: Set<Int32> = []
  private var isStopped = false

  private struct Waiter {
    let counter: Counter
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  /// What the server counts, for tests to wait on.
  public enum Counter: Hashable, Sendable {
    /// Requests received.
    case requests
    /// Replies whose head, and whatever part of the body the mode sends first, went out.
    case replies
    /// Connections the client closed before the server was done with them.
    case hangUps
  }

  /// Starts listening on a free port.
  public init(_ mode: Mode) throws {
    self.mode = mode
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
  public var requests: [Request] {
    lock.withLock { recordedRequests }
  }

  /// How many times `counter` has happened so far.
  public func count(of counter: Counter) -> Int {
    lock.withLock { counts[counter, default: 0] }
  }

  /// Returns once `counter` has happened at least `count` times.
  public func waitFor(_ counter: Counter, count: Int) async {
    await withCheckedContinuation { continuation in
      let isDue = lock.withLock {
        guard counts[counter, default: 0] < count else { return true }
        waiters.append(Waiter(counter: counter, count: count, continuation: continuation))
        return false
      }
      if isDue { continuation.resume() }
    }
  }

  /// Stops accepting and shuts down every connection still open.
  public func stop() {
    let connections: Set<Int32>? = lock.withLock {
      guard !isStopped else { return nil }
      isStopped = true
      return openConnections
    }
    guard let connections else { return }
    for connection in connections { LoopbackSocket.shutDown(connection) }
    // `accept` has no timeout; a connection of our own wakes it so that it sees the stop.
    LoopbackSocket.poke(port: port)
  }

  /// Serves `connection` on a thread of its own; false once the server has stopped.
  private func take(_ connection: Int32) -> Bool {
    let isAccepted = lock.withLock {
      guard !isStopped, connection >= 0 else { return false }
      openConnections.insert(connection)
      return true
    }
    guard isAccepted else {
      if connection >= 0 { close(connection) }
      return !lock.withLock { isStopped }
    }
    let thread = Thread { [self] in serve(connection) }
    thread.start()
    return true
  }

  private func serve(_ connection: Int32) {
    defer {
      lock.withLock { _ = openConnections.remove(connection) }
      close(connection)
    }
    guard let head = LoopbackSocket.readRequestHead(from: connection) else { return }
    let request = Self.parse(head)
    let number = lock.withLock {
      recordedRequests.append(request)
      return recordedRequests.count
    }
    record(.requests)
    let reply = mode.reply(to: request, number: number)
    guard LoopbackSocket.sendAll(reply.head + reply.firstPart, to: connection) else {
      record(.hangUps)
      return
    }
    record(.replies)
    switch reply.rest {
    case .nothing:
      return
    case .stall:
      LoopbackSocket.waitForHangUp(connection)
      if !lock.withLock({ isStopped }) { record(.hangUps) }
    case .repeated(let chunk, let bytes):
      var sent = 0
      while sent < bytes, !lock.withLock({ isStopped }) {
        guard LoopbackSocket.sendAll(chunk, to: connection) else {
          record(.hangUps)
          return
        }
        sent += chunk.count
      }
      LoopbackSocket.waitForHangUp(connection)
      if !lock.withLock({ isStopped }) { record(.hangUps) }
    }
  }

  private func record(_ counter: Counter) {
    let due = lock.withLock {
      counts[counter, default: 0] += 1
      let reached = counts[counter, default: 0]
      let due = waiters.filter { $0.counter == counter && $0.count <= reached }
      waiters.removeAll { $0.counter == counter && $0.count <= reached }
      return due.map(\.continuation)
    }
    for continuation in due { continuation.resume() }
  }

  private static func parse(_ head: String) -> Request {
    let lines = head.components(separatedBy: "\r\n")
    let requestLine = lines[0].split(separator: " ")
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] =
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let target = requestLine.count > 1 ? String(requestLine[1]) : "/"
    return Request(target: target, headers: headers)
  }
}
