import Foundation

extension HostileGitHub.Mode {
  /// The replies of the modes that break HTTP itself, or page without end.
  func malformedReply(to request: HostileGitHub.Request) -> HostileGitHub.Reply {
    typealias Reply = HostileGitHub.Reply
    typealias Bodies = HostileGitHub.Bodies
    var page: Data { Bodies.page(1, claiming: 30) }
    switch self {
    case .contentLength(let length):
      return Reply(
        head: Reply.head(
          status: 200, contentLength: nil,
          headers: ["Content-Length": length, "Content-Type": "application/json"]),
        firstPart: page)
    case .badChunking:
      return Reply(
        head: Reply.head(
          status: 200, contentLength: nil,
          headers: ["Transfer-Encoding": "chunked", "Content-Type": "application/json"]),
        firstPart: Data("zz\r\nnot a chunk size\r\n0\r\n\r\n".utf8))
    case .badCompression:
      let garbage = Data([0x1F, 0x8B, 0x08, 0x00]) + Data(repeating: 0xAB, count: 256)
      return Reply(
        head: Reply.head(
          status: 200, contentLength: garbage.count,
          headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"]),
        firstPart: garbage)
    case .garbledHead:
      return Reply(
        head: Data("HTTP/1.1 200 OK\r\n\u{1}\u{2}\u{3} garbage\r\n\u{FF}\r\n\r\n".utf8),
        firstPart: page)
    case .notHTTP:
      let junk = Data([0x00, 0x9F, 0xFF, 0x13, 0x37, 0x1B, 0x5B, 0x32, 0x4A, 0x0D, 0x0A])
      return Reply(head: Data(), firstPart: junk + Data(repeating: 0xA5, count: 64))
    case .redirectLoop:
      return Reply(
        head: Reply.head(
          status: 302, contentLength: 0, headers: ["Location": request.target]),
        firstPart: Data())
    case .hugePages(let bytes):
      // Half of each repository's share of the page is its description, half its topics of 42
      // bytes each, filled in once the page is written (see `Bodies.filling`).
      let share = max(0, bytes / 30 / 2)
      let topic = "\"t" + String(repeating: "x", count: min(40, share)) + "\""
      let topics = "[" + Array(repeating: topic, count: share / 42).joined(separator: ",") + "]"
      let page = Bodies.filling(
        Bodies.page(request.page, of: 1_000, claiming: 1_000),
        with: [
          Bodies.descriptionJSON: Bodies.quotedPadding(count: share),
          Bodies.topicsJSON: Data(topics.utf8),
        ])
      return .json(page, headers: ["Link": Bodies.nextLink(after: request.page)])
    case .emptyPages:
      return .json(
        request.page == 1
          ? Bodies.page(1, claiming: 1_000) : Bodies.page(items: [], totalCount: 1_000),
        headers: ["Link": Bodies.nextLink(after: request.page)])
    default:
      preconditionFailure("\(self) is not a malformed mode.")
    }
  }
}
