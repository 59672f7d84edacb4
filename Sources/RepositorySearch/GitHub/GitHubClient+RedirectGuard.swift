import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension GitHubClient {
  /// A session for the client: ephemeral (no cookies, no cache on disk), and a redirect to
  /// another origin is followed without the `Authorization` header.
  ///
  /// `URLSession` otherwise copies every header onto the redirected request, token included,
  /// wherever the redirect points. A session you inject instead should do the same.
  public static func makeSession() -> URLSession {
    URLSession(configuration: .ephemeral, delegate: RedirectGuard(), delegateQueue: nil)
  }

  /// Drops the token from a redirect that leaves the origin it was sent to.
  final class RedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
      _ session: URLSession,
      task: URLSessionTask,
      willPerformHTTPRedirection response: HTTPURLResponse,
      newRequest request: URLRequest,
      completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      completionHandler(Self.guarded(request, redirectedFrom: task.originalRequest?.url))
    }

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
