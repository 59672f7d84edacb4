import Foundation

/// A file tree that reads each file once and scans each Swift file once, however many readers
/// ask: a graph reads the shared modules for every architecture, the table reads them again.
///
/// The files must not change while it is in use: it serves one run of `compare` or one run of
/// the tests.
///
/// `@unchecked Sendable`: the three tables are guarded by `lock`; scanning happens outside it,
/// so two readers asking for the same new file at once may both scan it and keep one result.
package final class ScannedFileTree: FileTree, @unchecked Sendable {
  private let base: any FileTree
  /// The scanned tree `base` is, whose scans this one shares instead of scanning again.
  private let scannedBase: ScannedFileTree?
  private let lock = NSLock()
  private var texts: [String: String?] = [:]
  private var listings: [String: [String]] = [:]
  private var scanned: [String: SwiftFile?] = [:]

  /// The files of `base`, remembered; a `base` that is scanned already is asked for its scans.
  package init(_ base: any FileTree) {
    self.base = base
    scannedBase = base as? ScannedFileTree
  }

  /// This package's own checkout (`Package.swift`'s folder, four folders above this file), read
  /// and scanned once for the whole process: every test module of the package runs in one test
  /// process, and each reads the package from here, so that each file is scanned once a run.
  package static let checkout = ScannedFileTree(
    DiskFileTree(
      root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()))

  package func contents(of path: String) -> String? {
    if let known = lock.withLock({ texts[path] }) { return known }
    let text = base.contents(of: path)
    lock.withLock { texts[path] = text }
    return text
  }

  package func files(under folder: String) -> [String] {
    if let known = lock.withLock({ listings[folder] }) { return known }
    let paths = base.files(under: folder)
    lock.withLock { listings[folder] = paths }
    return paths
  }

  package func swiftFile(at path: String) -> SwiftFile? {
    if let known = lock.withLock({ scanned[path] }) { return known }
    let file: SwiftFile?
    if let scannedBase {
      file = scannedBase.swiftFile(at: path)
    } else {
      file = contents(of: path).map { SwiftFile(path: path, text: $0) }
    }
    lock.withLock { scanned[path] = file }
    return file
  }
}
