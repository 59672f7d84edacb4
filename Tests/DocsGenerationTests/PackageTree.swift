import Comparison
import Foundation

/// The package these tests are part of, read from disk once.
enum PackageTree {
  /// The package's root: `Tests/DocsGenerationTests/PackageTree.swift`, three folders up.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Its files, read and scanned once for every test module of the run.
  static let files = ScannedFileTree.checkout
}
