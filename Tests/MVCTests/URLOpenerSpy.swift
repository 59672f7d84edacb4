import Foundation
import RepositorySearch

/// A URL opener that records the addresses it was asked to open and answers as told.
final class URLOpenerSpy: URLOpening, @unchecked Sendable {
  private let lock = NSLock()
  private let canOpen: Bool
  private var opened: [URL] = []

  /// Creates a spy that reports success when `canOpen` is true, as a machine with a browser.
  init(canOpen: Bool = true) {
    self.canOpen = canOpen
  }

  /// The addresses asked for, oldest first.
  var openedURLs: [URL] { lock.withLock { opened } }

  func open(_ url: URL) -> Bool {
    lock.withLock { opened.append(url) }
    return canOpen
  }
}
