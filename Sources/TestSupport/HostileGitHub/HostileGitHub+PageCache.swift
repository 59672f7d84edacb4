import Foundation

extension HostileGitHub {
  /// The standard pages written so far: a memo of ``Bodies/page(_:of:claiming:incomplete:)``.
  ///
  /// Most modes send the same few pages of numbered repositories again and again, and writing
  /// 30 repositories is most of what a server does for a request: each page is written once
  /// per run. A page depends only on its ``Key``, so there is nothing here a test could want to
  /// swap: the memo is the function's own, and every server of the run reads it. The servers
  /// answer on a thread per connection, so the pages are read and written under a lock, and a
  /// page is written while it is held: once, whichever connection asks first.
  final class PageCache: @unchecked Sendable {
    /// What a standard page depends on: see ``Bodies/page(_:of:claiming:incomplete:)``.
    struct Key: Hashable {
      /// The page, from 1.
      var page: Int
      /// How many repositories there are to list.
      var count: Int
      /// The `total_count` the page claims.
      var totalCount: Int
      /// The page's `incomplete_results`.
      var incomplete: Bool
    }

    // Read and written only while holding `lock`.
    private let lock = NSLock()
    private var pages: [Key: Data] = [:]

    /// The page for `key`, written by `write` the first time it is asked for.
    func page(_ key: Key, write: () -> Data) -> Data {
      lock.withLock {
        if let page = pages[key] { return page }
        let page = write()
        pages[key] = page
        return page
      }
    }
  }
}
