import Foundation

/// A copy of a few of the package's files in a folder of its own, for a test of a command that
/// writes into a package; removed when the test lets go of it.
final class ScratchCopy {
  /// What `compare graph mvp` reads: the manifest, MVP and the shared modules it draws.
  static let mvpGraph = [
    "Package.swift", "Sources/MVP", "Sources/SharedUI", "Sources/RepositorySearch/Service",
    "Sources/TerminalUI/Controllers/NavigationController.swift",
  ]

  /// The copy's root.
  let root: URL

  /// Copies `items`, files or folders by path from the package root.
  init(_ items: [String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("scratch-copy-\(UUID().uuidString)")
    for item in items {
      let target = root.appendingPathComponent(item)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: DemoProcess.packageDirectory.appendingPathComponent(item), to: target)
    }
  }

  deinit {
    chmod(root.appendingPathComponent("Sources/MVP/README.md").path, 0o644)
    try? FileManager.default.removeItem(at: root)
  }

  /// The bytes of the file at `path`.
  func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: root.appendingPathComponent(path)))
  }

  /// Writes `bytes` to the file at `path`.
  func write(_ path: String, bytes: [UInt8]) throws {
    try Data(bytes).write(to: root.appendingPathComponent(path))
  }

  /// The text of the file at `path`.
  func text(_ path: String) throws -> String {
    String(decoding: try bytes(path), as: UTF8.self)
  }

  /// Writes `text` to the file at `path`.
  func write(_ path: String, _ text: String) throws {
    try write(path, bytes: Array(text.utf8))
  }

  /// The names in `folder`, sorted.
  func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(folder).path
    ).sorted()
  }
}
