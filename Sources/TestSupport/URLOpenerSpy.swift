import Foundation
import RepositorySearch

/// A URL opener that records the addresses it was asked to open and answers as told.
public final class URLOpenerSpy: URLOpening, @unchecked Sendable {
  // Every property below is read and written only while holding `lock`.
  private let lock = NSLock()
  private var answer: Bool
  private var opened: [URL] = []

  /// Creates a spy that reports success when `canOpen` is true, as on a machine with a browser.
  public init(canOpen: Bool = true) {
    answer = canOpen
  }

  /// Whether later calls succeed; set it to false to play a machine without a browser.
  public var canOpen: Bool {
    get { lock.withLock { answer } }
    set { lock.withLock { answer = newValue } }
  }

  /// The addresses asked for, oldest first.
  public var openedURLs: [URL] { lock.withLock { opened } }

  /// Records `url` and answers with ``canOpen``.
  public func open(_ url: URL) -> Bool {
    lock.withLock {
      opened.append(url)
      return answer
    }
  }
}
