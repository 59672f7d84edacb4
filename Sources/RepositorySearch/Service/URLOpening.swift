import Foundation

/// Opens a web address in the person's browser.
///
/// The detail screen's "open" command goes through this protocol so that tests inject a spy
/// and a terminal without a browser can fall back to showing the address.
public protocol URLOpening: Sendable {
  /// Opens `url`; returns false when no browser could be started.
  func open(_ url: URL) -> Bool
}
