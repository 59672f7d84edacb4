import Foundation
import TestSupport

/// A copy of the few files of the package that `compare mvp` reads, in a folder of its own,
/// removed when the test lets go of it: a package a test can edit.
final class PackageCopy {
  /// What the copy holds: the manifest, MVP, and the shared modules its code names.
  static let items = [
    "Package.swift", "Sources/MVP", "Sources/SharedUI", "Sources/RepositorySearch/Service",
    "Sources/TerminalUI/Controllers/NavigationController.swift",
  ]

  /// The package these tests run in: the folder that holds `Tests/CompareCommandTests`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The copy's root.
  let root: URL

  /// Copies ``items``.
  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("package-copy-\(UUID().uuidString)")
    try FileManager.default.copyItems(Self.items, from: Self.packageRoot, to: root)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// The text of the file at `path`.
  func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Writes `text` to the file at `path`.
  func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(path))
  }
}
