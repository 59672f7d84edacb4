import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension GitHubClient {
  /// The version of GitHub's REST API the client was written against.
  public static let apiVersion = "2022-11-28"

  /// Builds the request for page `page` of `query`, without sending it.
  ///
  /// The query is encoded strictly: everything but letters, digits, `-._~` and `:` is
  /// percent-encoded, so `language:c++` is sent as `q=language:c%2B%2B` (a bare `+` would
  /// read as a space) and a space as `%20`. The token goes in an `Authorization` header only
  /// when ``sendsToken(to:)`` allows it. Returns `nil` when ``baseURL`` cannot take a query.
  public func makeRequest(for query: SearchQuery, page: Int) -> URLRequest? {
    let endpoint = baseURL.appending(path: "search/repositories")
    guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: true) else {
      return nil
    }
    components.percentEncodedQuery =
      "q=\(Self.percentEncoded(query.text))&per_page=\(SearchPage.defaultPageSize)&page=\(page)"
    guard let url = components.url else { return nil }
    var request = URLRequest(url: url)
    // The client times requests out itself; this is only a backstop. Set through the
    // property, because Linux ignores a timeout given to the initializer, and in whole
    // seconds, because Linux fails at once on less than one.
    request.timeoutInterval = max(timeout.rounded(.up), 1)
    request.httpMethod = "GET"
    request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
    request.setValue(Self.apiVersion, forHTTPHeaderField: "X-GitHub-Api-Version")
    request.setValue("SideBySide", forHTTPHeaderField: "User-Agent")
    if let token, Self.sendsToken(to: url) {
      request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    }
    return request
  }

  /// True when a token may be sent to `url`: over HTTPS, or over plain HTTP to this machine
  /// (`localhost`, `127.0.0.0/8`, `::1`), where nobody else can read it on the way.
  public static func sendsToken(to url: URL) -> Bool {
    switch url.scheme?.lowercased() {
    case "https":
      return true
    case "http":
      let host = URLComponents(url: url, resolvingAgainstBaseURL: true)?.host
      return host.map(isLoopback) ?? false
    default:
      return false
    }
  }

  /// True for a host name or address that always means this machine.
  private static func isLoopback(_ host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host == "::1" { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
  }

  /// `text` with every byte outside letters, digits and `-._~:` written as `%XX`.
  static func percentEncoded(_ text: String) -> String {
    let hexDigits = Array("0123456789ABCDEF")
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"):
        encoded.append(Character(Unicode.Scalar(byte)))
      default:
        encoded += "%\(hexDigits[Int(byte >> 4)])\(hexDigits[Int(byte & 0x0F)])"
      }
    }
    return encoded
  }
}
