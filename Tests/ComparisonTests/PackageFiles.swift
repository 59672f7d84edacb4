import Comparison
import Foundation

/// The package these tests read: its root folder, two levels above this file, and its files,
/// each read and scanned once for every test that reads them.
enum PackageFiles {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let tree = ScannedFileTree(DiskFileTree(root: root))
}
