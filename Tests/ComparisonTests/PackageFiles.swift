import Comparison
import Foundation

/// The package these tests read: its root folder, two levels above this file, and its files,
/// each read and scanned once for every test that reads them.
enum PackageFiles {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The package's files, shared with every other test module of the run.
  static let tree = ScannedFileTree.checkout

  /// The Swift sources of an architecture's layer, `Sources/<folder>/<layer>` (`Presentation`
  /// or `UI`), by file name; throws when it has none, so that a check over them cannot pass by
  /// reading nothing.
  static func swiftSources(of folder: String, layer: String) throws -> [String: String] {
    let prefix = "Sources/\(folder)/\(layer)/"
    var sources: [String: String] = [:]
    for path in tree.files(under: String(prefix.dropLast())) where path.hasSuffix(".swift") {
      sources[String(path.dropFirst(prefix.count))] = tree.contents(of: path)
    }
    guard !sources.isEmpty else { throw NoSwiftSources(folder: prefix) }
    return sources
  }

  /// A layer's folder that holds no Swift file, or none at all.
  struct NoSwiftSources: Error, CustomStringConvertible {
    let folder: String
    var description: String { "no Swift file in \(folder)" }
  }
}
