import Comparison
import Foundation
import Testing

/// A package on disk as the comparison lists it: its regular files at any depth, sorted, and
/// nothing a link leads to.
@Suite struct DiskFileTreeTests {
  @Test func listsRegularFilesSortedAndFollowsNoLink() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("DiskFileTreeTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    let sources = root.appendingPathComponent("Sources")
    try manager.createDirectory(
      at: sources.appendingPathComponent("B/Deep"), withIntermediateDirectories: true)
    try manager.createDirectory(
      at: root.appendingPathComponent("Elsewhere"), withIntermediateDirectories: true)
    for path in ["Sources/b.swift", "Sources/B/Deep/c.swift", "Sources/a.swift", "Elsewhere/d"] {
      try Data("x".utf8).write(to: root.appendingPathComponent(path))
    }
    try manager.createSymbolicLink(
      at: sources.appendingPathComponent("link.swift"),
      withDestinationURL: root.appendingPathComponent("Elsewhere/d"))
    try manager.createSymbolicLink(
      at: sources.appendingPathComponent("Linked"),
      withDestinationURL: root.appendingPathComponent("Elsewhere"))

    let tree = DiskFileTree(root: root)
    #expect(
      tree.files(under: "Sources") == [
        "Sources/B/Deep/c.swift", "Sources/a.swift", "Sources/b.swift",
      ])
    #expect(tree.files(under: "Missing").isEmpty)
  }
}
