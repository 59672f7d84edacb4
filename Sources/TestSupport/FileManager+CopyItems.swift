import Foundation

extension FileManager {
  /// Copies each of `items`, files or folders by their path from `source`, to the same path
  /// under `destination`: a few of the package's files, for a test to work on a copy of them.
  ///
  /// Each folder the copies go in is made once: making one with its parents looks at every
  /// parent again.
  public func copyItems(_ items: [String], from source: URL, to destination: URL) throws {
    var folders: Set<String> = []
    for item in items {
      let target = destination.appendingPathComponent(item)
      let folder = target.deletingLastPathComponent()
      if folders.insert(folder.path).inserted {
        try createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try copyItem(at: source.appendingPathComponent(item), to: target)
    }
  }
}
