import Comparison
import Foundation
import Testing

/// A scanned tree reads each file of the tree under it once, and a scanned tree built on one
/// answers with the scans of the one under it.
@Suite struct ScannedFileTreeTests {
  /// A tree of one Swift file that counts how often its text is read.
  final class CountingTree: FileTree, @unchecked Sendable {
    private let lock = NSLock()
    private var readCount = 0
    var reads: Int { lock.withLock { readCount } }

    func contents(of path: String) -> String? {
      lock.withLock { readCount += 1 }
      return path == "Sources/A.swift" ? "struct A {}\n" : nil
    }

    func files(under folder: String) -> [String] {
      folder == "Sources" ? ["Sources/A.swift"] : []
    }
  }

  @Test func readsEachFileOnce() {
    let base = CountingTree()
    let tree = ScannedFileTree(base)
    #expect(tree.swiftFile(at: "Sources/A.swift")?.types.map(\.name) == ["A"])
    #expect(tree.contents(of: "Sources/A.swift") == "struct A {}\n")
    #expect(tree.swiftFiles(under: "Sources").count == 1)
    #expect(base.reads == 1)
  }

  @Test func aTreeOnAScannedTreeAnswersWithItsScans() {
    let base = CountingTree()
    let scanned = ScannedFileTree(base)
    let tree = ScannedFileTree(scanned)
    #expect(tree.swiftFile(at: "Sources/A.swift")?.types.map(\.name) == ["A"])
    #expect(scanned.swiftFile(at: "Sources/A.swift")?.types.map(\.name) == ["A"])
    #expect(tree.swiftFile(at: "Sources/B.swift") == nil)
    #expect(base.reads == 2)
  }
}
