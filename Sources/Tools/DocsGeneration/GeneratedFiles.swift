import Foundation

/// Files to write under one folder, all of them or none: they are written into a new folder
/// beside it, which then takes its place.
package struct GeneratedFiles: Sendable {
  /// The contents of each file, by path relative to the folder.
  package var files: [String: Data] = [:]

  /// No files yet.
  package init() {}

  /// Adds `text` at `path`.
  package mutating func add(_ path: String, _ text: String) {
    files[path] = Data(text.utf8)
  }

  /// Replaces `folder` with the files.
  package func write(to folder: URL) throws {
    let manager = FileManager.default
    let parent = folder.deletingLastPathComponent()
    try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    let fresh = parent.appendingPathComponent(
      ".\(folder.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).new")
    try? manager.removeItem(at: fresh)
    for (path, data) in files {
      let url = fresh.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    if manager.fileExists(atPath: folder.path) {
      let old = parent.appendingPathComponent(
        ".\(folder.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).old")
      try? manager.removeItem(at: old)
      try manager.moveItem(at: folder, to: old)
      try manager.moveItem(at: fresh, to: folder)
      try manager.removeItem(at: old)
    } else {
      try manager.moveItem(at: fresh, to: folder)
    }
  }
}
