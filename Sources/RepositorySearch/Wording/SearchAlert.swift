import Foundation

/// The title and message of an alert the search screen shows.
///
/// Every architecture decides *when* to show an alert in its own layer (the controller, the
/// presenter, the view model); the words come from here so that they cannot drift apart.
public struct SearchAlert: Hashable, Sendable {
  /// The alert's title.
  public var title: String
  /// The sentence under the title.
  public var message: String

  /// Creates an alert.
  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }

  /// The alert for a query that failed validation (S3).
  public static func invalidQuery(_ error: SearchQuery.ValidationError) -> SearchAlert {
    SearchAlert(title: "Invalid search", message: error.message)
  }

  /// The alert for a search that matched nothing (S6).
  public static func noResults(for query: SearchQuery) -> SearchAlert {
    SearchAlert(title: "No results", message: "No repositories match “\(query.text)”.")
  }

  /// The alert offering the address to copy when no browser could be opened (D2), or saying
  /// that an address that is not a web page is never opened.
  public static func browserUnavailable(for url: URL) -> SearchAlert {
    guard url.isWebPage else {
      return SearchAlert(
        title: "Not a web page",
        message: "Only http and https addresses are opened. This one is shown as text: "
          + url.absoluteString)
    }
    return SearchAlert(
      title: "Open in a browser",
      message: "No browser could be started here. Copy this address: \(url.absoluteString)"
    )
  }

  /// The alert for a failed search or page load (S7, S9).
  public static func searchFailed(_ error: SearchError) -> SearchAlert {
    SearchAlert(title: "Search failed", message: error.message)
  }
}
