import Foundation

/// Wraps a URL opener and lets only web pages through.
///
/// A web page is an `http` or `https` address with a host. Anything else — `javascript:`,
/// `file:`, a custom scheme from a hostile server — is refused, and the screen shows it as
/// text instead.
///
/// Every architecture's screens receive their opener already wrapped, so none can open a
/// non-web address, whatever its own code does.
public struct WebPageOpener: URLOpening {
  private let opener: any URLOpening

  /// Wraps `opener`.
  public init(wrapping opener: any URLOpening) {
    self.opener = opener
  }

  /// Opens `url` with the wrapped opener when it is a web page; returns false otherwise.
  public func open(_ url: URL) -> Bool {
    guard url.isWebPage else { return false }
    return opener.open(url)
  }
}

extension URL {
  /// True for an `http` or `https` address with a host: the only kind the screens open.
  public var isWebPage: Bool {
    guard let scheme = scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return false
    }
    return host?.isEmpty == false
  }
}
