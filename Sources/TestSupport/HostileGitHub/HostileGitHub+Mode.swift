import Foundation

extension HostileGitHub {
  /// One way of misbehaving, named after what it does to a client.
  public enum Mode: Sendable {
    /// Well-formed pages of `totalCount` results, 30 a page, with a `Link` to the next one.
    case pages(totalCount: Int)
    /// Every count — `total_count`, stars, forks, open issues — is `Int.min` or `Int.max`.
    case extremeCounts
    /// 429 Too Many Requests with this `Retry-After` value.
    case rateLimited(retryAfter: String)
    /// The head and half the body of a page, then nothing more until the client hangs up.
    case stallMidBody
    /// A valid page padded to `bytes`, sent as fast as the client reads it.
    case largeBody(bytes: Int)
    /// A body with no length that never ends: `bytes` of it as fast as the client reads them,
    /// then nothing more, with the connection held open until the client hangs up. A client
    /// that stops at a limit below `bytes` hangs up; the server's work is bounded either way.
    case endlessBody(bytes: Int)
    /// An error whose message carries escape sequences, bidi overrides and line separators.
    case hostileMessage(status: Int)
    /// An HTML error page with `status`, as a proxy or a wrong address answers.
    case htmlPage(status: Int)
    /// Claims 170,000 results and sends a full page with a `Link` to the next one, forever.
    case inflatedTotal
    /// Pages that say `incomplete_results: true`.
    case incompleteResults
    /// Fails the first request for `page` with 502, then answers as ``pages(totalCount:)``.
    case failsOnce(page: Int, totalCount: Int)
    /// Answers every request with `status` and GitHub's JSON error body.
    case status(Int)
    /// Repositories whose `html_url` is `javascript:` or `file:`.
    case nonWebURLs
    /// A page announced with this `Content-Length`, such as `9223372036854775807`: a length
    /// no page has, or one that is not a length at all.
    case contentLength(String)
    /// `Transfer-Encoding: chunked` with a chunk size that is not hexadecimal.
    case badChunking
    /// `Content-Encoding: gzip` over bytes that are not gzip.
    case badCompression
    /// A status line, then bytes that are not header fields.
    case garbledHead
    /// Bytes that are not HTTP at all: no status line, no header fields, binary junk.
    case notHTTP
    /// A redirect to the same address, forever.
    case redirectLoop
    /// Pages of 1,000 results, 30 a page, each repository's description and topics padded so
    /// that a page is about `bytes` long, with a `Link` to the next one.
    case hugePages(bytes: Int)
    /// A full first page, then pages with no rows that still claim 1,000 results and link a
    /// next page.
    case emptyPages

    /// The reply to the `number`th request, `request`.
    func reply(to request: Request, number: Int) -> Reply {
      switch self {
      case .pages(let totalCount):
        return .page(request.page, of: totalCount)
      case .extremeCounts:
        return .json(Bodies.page(items: [Bodies.extremeRepository], totalCount: Int.min))
      case .rateLimited(let retryAfter):
        return .json(
          Bodies.message("API rate limit exceeded."), status: 429,
          headers: ["Retry-After": retryAfter])
      case .stallMidBody:
        let body = Bodies.page(1, claiming: 30)
        return Reply(
          head: Reply.head(status: 200, contentLength: body.count),
          firstPart: body.prefix(body.count / 2), rest: .stall)
      case .largeBody(let bytes):
        let body = Bodies.filling(
          Bodies.page(1, of: 1, claiming: 1),
          with: [Bodies.descriptionJSON: Bodies.quotedPadding(count: bytes)])
        return Reply(head: Reply.head(status: 200, contentLength: body.count), firstPart: body)
      case .endlessBody(let bytes):
        return Reply(
          head: Reply.head(status: 200, contentLength: nil),
          firstPart: Data(#"{"total_count": 1, "items": [{"description": ""#.utf8),
          rest: .repeated(Data(repeating: UInt8(ascii: "x"), count: 65_536), bytes: bytes))
      case .hostileMessage(let status):
        return .json(Bodies.message(Bodies.hostileText), status: status)
      case .htmlPage(let status):
        return Reply(status: status, contentType: "text/html", body: Bodies.htmlPage)
      case .inflatedTotal:
        return .json(
          Bodies.page(request.page, claiming: 170_000),
          headers: ["Link": Bodies.nextLink(after: request.page)])
      case .incompleteResults:
        return .json(Bodies.page(1, claiming: 30, incomplete: true))
      case .failsOnce(let page, let totalCount):
        let isFirstForPage = number == page
        guard request.page == page, isFirstForPage else {
          return .page(request.page, of: totalCount)
        }
        return .json(Bodies.message("Server Error"), status: 502)
      case .status(let status):
        return .json(Bodies.message("Status \(status)"), status: status)
      case .contentLength, .badChunking, .badCompression, .garbledHead, .notHTTP, .redirectLoop,
        .hugePages, .emptyPages:
        return malformedReply(to: request)
      case .nonWebURLs:
        return .json(
          Bodies.page(
            items: [
              Bodies.repository(id: 1, htmlURL: "javascript:alert(1)"),
              Bodies.repository(id: 2, htmlURL: "file:///etc/passwd"),
            ],
            totalCount: 2))
      }
    }
  }

  /// What the server sends for one request.
  struct Reply {
    /// What follows the first part.
    enum Rest {
      /// Nothing: the reply is complete.
      case nothing
      /// Nothing, with the connection held open until the client hangs up.
      case stall
      /// This chunk, again and again, until `bytes` are sent; then nothing, with the connection
      /// held open, until the client hangs up.
      case repeated(Data, bytes: Int)
    }

    /// The status line and header fields, ending in the blank line.
    var head: Data
    /// The body, or the part of it sent at once.
    var firstPart: Data
    /// What comes after.
    var rest = Rest.nothing

    init(head: Data, firstPart: Data, rest: Rest = .nothing) {
      self.head = head
      self.firstPart = firstPart
      self.rest = rest
    }

    init(status: Int, contentType: String, headers: [String: String] = [:], body: Data) {
      var headers = headers
      headers["Content-Type"] = contentType
      self.init(
        head: Self.head(status: status, contentLength: body.count, headers: headers),
        firstPart: body)
    }

    static func json(_ body: Data, status: Int = 200, headers: [String: String] = [:]) -> Reply {
      Reply(status: status, contentType: "application/json", headers: headers, body: body)
    }

    static func page(_ page: Int, of totalCount: Int) -> Reply {
      let pages = (totalCount + 29) / 30
      return .json(
        page <= pages
          ? Bodies.page(page, of: totalCount, claiming: totalCount)
          : Bodies.page(items: [], totalCount: totalCount),
        headers: page < min(pages, 34) ? ["Link": Bodies.nextLink(after: page)] : [:])
    }

    /// A status line and header fields; no `Content-Length` means the body ends at close.
    static func head(status: Int, contentLength: Int?, headers: [String: String] = [:]) -> Data {
      var head = "HTTP/1.1 \(status) Hostile\r\n"
      for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
        head += "\(name): \(value)\r\n"
      }
      if let contentLength { head += "Content-Length: \(contentLength)\r\n" }
      head += "Connection: close\r\n\r\n"
      return Data(head.utf8)
    }
  }
}
