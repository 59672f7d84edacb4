import Foundation

/// A package made for one test in a folder of its own: a `Package.swift` and the files given,
/// removed when the test lets go of it.
final class ScratchPackage {
  /// The package root.
  let root: URL

  /// A package holding `files`, by path from the root, besides its `Package.swift`.
  init(files: [String: String] = [:]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("scratch-package-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try write("Package.swift", "// swift-tools-version:6.2\n")
    for (path, text) in files { try write(path, text) }
  }

  deinit {
    // A test may have made a file or a folder read-only.
    if let paths = FileManager.default.enumerator(atPath: root.path) {
      for case let path as String in paths {
        chmod(root.appendingPathComponent(path).path, 0o755)
      }
    }
    try? FileManager.default.removeItem(at: root)
  }

  /// Writes `text` to the file at `path`, making its folder.
  func write(_ path: String, _ text: String) throws {
    try write(path, bytes: Array(text.utf8))
  }

  /// Writes `bytes` to the file at `path`, making its folder.
  func write(_ path: String, bytes: [UInt8]) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// The bytes of the file at `path`, empty when there is none.
  func bytes(_ path: String) -> [UInt8] {
    (try? Data(contentsOf: root.appendingPathComponent(path))).map(Array.init) ?? []
  }

  /// The text of the file at `path`.
  func text(_ path: String) -> String {
    String(decoding: bytes(path), as: UTF8.self)
  }

  /// The names in `folder`, sorted.
  func names(in folder: String) -> [String] {
    let url = root.appendingPathComponent(folder)
    return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// Sets the permissions of the file at `path`.
  func setMode(_ path: String, _ mode: Int) throws {
    try FileManager.default.setAttributes(
      [.posixPermissions: mode], ofItemAtPath: root.appendingPathComponent(path).path)
  }
}
