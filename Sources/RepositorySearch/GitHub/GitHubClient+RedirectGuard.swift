import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension GitHubClient {
  /// Keeps the token off a redirect that leaves the origin it was sent to.
  ///
  /// `URLSession` otherwise copies every header onto the redirected request, token included,
  /// wherever the redirect points. The client's session delegate applies it to every redirect.
  enum RedirectGuard {
    /// `request` without `Authorization` unless it stays on the scheme, host and port of `origin`.
    static func guarded(_ request: URLRequest, redirectedFrom origin: URL?) -> URLRequest {
      guard let origin, let destination = request.url, !isSameOrigin(origin, destination) else {
        return request
      }
      var request = request
      request.setValue(nil, forHTTPHeaderField: "Authorization")
      return request
    }

    private static func isSameOrigin(_ first: URL, _ second: URL) -> Bool {
      first.scheme?.lowercased() == second.scheme?.lowercased()
        && first.host?.lowercased() == second.host?.lowercased() && first.port == second.port
    }
  }
}
