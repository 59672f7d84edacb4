import ArchitectureCopy
import Comparison
import Foundation
import Testing

extension SignalHoldingTests {
  /// The copy and the removal written on disk, through the package's all-or-nothing write: what
  /// the plan says is written, the removal gives the files back byte for byte, and a file that
  /// cannot be written leaves the package as it was.
  ///
  /// A write holds the process's signals back while it renames: these run one at a time, beside
  /// no other test that holds them.
  @Suite struct ArchitectureWriterTests {
    /// A fresh folder holding the fake package; removed by the caller.
    static func package() throws -> URL {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("new-architecture-\(UUID().uuidString)")
      for (path, text) in FakePackage.files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      return root
    }

    /// Every file under `root`, with its bytes, and every folder. (The lock is on the folder
    /// itself: it leaves no file.)
    static func contents(of root: URL) -> (files: [String: Data], folders: Set<String>) {
      var files: [String: Data] = [:]
      var folders: Set<String> = []
      let items = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
      for item in items {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: root.appendingPathComponent(item).path, isDirectory: &isFolder)
        if exists, isFolder.boolValue {
          folders.insert(item)
        } else {
          files[item] = FileManager.default.contents(atPath: root.appendingPathComponent(item).path)
        }
      }
      return (files, folders)
    }

    @Test func writesTheCopyAndTakesItOutAgain() async throws {
      let root = try Self.package()
      defer { try? FileManager.default.removeItem(at: root) }
      let before = Self.contents(of: root)
      let plan = try ArchitectureCopy(name: "Mine", from: "split", tree: DiskFileTree(root: root))
      let written = try await ArchitectureWriter.add("Mine", from: "split", root: root)
      #expect(Set(written) == Set(plan.files.keys))
      let after = Self.contents(of: root)
      for (path, text) in plan.files {
        #expect(after.files[path] == Data(text.utf8), "\(path)")
      }
      let (_, deleted) = try await ArchitectureWriter.remove("Mine", root: root)
      #expect(
        deleted.sorted() == [
          "Sources/Mine", "Sources/Tracing/Generated/Mine", "Tests/MinePresentationTests",
          "Tests/MineTests",
        ])
      let removed = Self.contents(of: root)
      #expect(removed.files == before.files)
      #expect(removed.folders == before.folders)
    }

    /// A file that cannot be replaced is found before anything is renamed: nothing is written,
    /// and no folder or temporary file is left behind.
    @Test func aFileThatCannotBeWrittenLeavesThePackageAsItWas() async throws {
      let root = try Self.package()
      defer { try? FileManager.default.removeItem(at: root) }
      let registry = root.appendingPathComponent(RegistrySource.path)
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: registry.path)
      let before = Self.contents(of: root)
      await #expect {
        try await ArchitectureWriter.add("Mine", from: "split", root: root)
      } throws: { error in
        "\(error)".contains("\(RegistrySource.path) is read-only")
          && "\(error)".contains("no file written")
      }
      let after = Self.contents(of: root)
      #expect(after.files == before.files)
      #expect(after.folders == before.folders)
    }

    /// A removal that cannot write `Package.swift` puts the folders it moved aside back.
    @Test func aRemovalThatCannotWriteLeavesTheCopyAsItWas() async throws {
      let root = try Self.package()
      defer { try? FileManager.default.removeItem(at: root) }
      _ = try await ArchitectureWriter.add("Mine", from: "split", root: root)
      let manifest = root.appendingPathComponent("Package.swift")
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: manifest.path)
      let before = Self.contents(of: root)
      await #expect(throws: ComparisonError.self) {
        try await ArchitectureWriter.remove("Mine", root: root)
      }
      let after = Self.contents(of: root)
      #expect(after.files == before.files)
      #expect(after.folders == before.folders)
    }

    @Test func aRefusalWritesNothing() async throws {
      let root = try Self.package()
      defer { try? FileManager.default.removeItem(at: root) }
      let before = Self.contents(of: root)
      await #expect(throws: Refusal.self) {
        try await ArchitectureWriter.add("Split", from: "split", root: root)
      }
      await #expect(throws: Refusal.self) {
        try await ArchitectureWriter.remove("../Split", root: root)
      }
      #expect(Self.contents(of: root).files == before.files)
    }
  }
}
