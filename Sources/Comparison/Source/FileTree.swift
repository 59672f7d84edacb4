import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The package's files as the comparison reads them: by path relative to the package root.
///
/// ``DiskFileTree`` reads a checkout; tests hand in a few files of their own
/// (``InMemoryFileTree``).
package protocol FileTree: Sendable {
  /// The text of the file at `path`, or nil when there is none.
  func contents(of path: String) -> String?
  /// The paths of every file under `folder`, at any depth, sorted.
  func files(under folder: String) -> [String]
  /// The declarations of the Swift file at `path`, or nil when there is none.
  func swiftFile(at path: String) -> SwiftFile?
}

extension FileTree {
  package func swiftFile(at path: String) -> SwiftFile? {
    contents(of: path).map { SwiftFile(path: path, text: $0) }
  }

  /// The declarations of every Swift file under `folder`, at any depth, by path.
  package func swiftFiles(under folder: String) -> [SwiftFile] {
    files(under: folder).filter { $0.hasSuffix(".swift") }.compactMap { swiftFile(at: $0) }
  }

  /// True when a file exists at `path`.
  package func fileExists(_ path: String) -> Bool {
    contents(of: path) != nil
  }
}

/// The files of a package on disk.
package struct DiskFileTree: FileTree {
  /// The package root, where `Package.swift` is.
  package let root: URL

  /// Reads the package at `root`.
  package init(root: URL) {
    self.root = root
  }

  package func contents(of path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The regular files under `folder`, sorted; a link is not followed, nor listed.
  package func files(under folder: String) -> [String] {
    // Paths, not URLs: each entry comes relative to `folder` already, and no URL is made and
    // standardized per file.
    let base = root.appendingPathComponent(folder).path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    var paths: [String] = []
    var status = stat()
    while let relative = enumerator.nextObject() as? String {
      // `lstat`, not the enumerator's attributes: those name the file's owner and group, which
      // reads the system's user and group lists for every file.
      guard lstat(base + "/" + relative, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        continue
      }
      paths.append(folder + "/" + relative)
    }
    return paths.sorted()
  }

  /// The package root above the current directory: the nearest folder holding `Package.swift`.
  package static func findRoot(from start: URL) -> URL? {
    var folder = start.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
