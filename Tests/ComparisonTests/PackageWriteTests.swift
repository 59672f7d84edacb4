import Comparison
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run's changes to a package: all made or none, never leaving a file half written or a
/// temporary file git would show.
@Suite struct PackageWriteTests {
  @Test func writesTheFilesThatChangeAndNamesThem() async throws {
    let package = try ScratchPackage(files: ["Docs/a.md": "old\n", "Docs/b.md": "same\n"])
    try package.setMode("Docs/a.md", 0o640)
    let changed = try await PackageWrite.run(root: package.root) { write in
      try write.replace("Docs/a.md", with: Data("new\n".utf8))
      try write.replace("Docs/b.md", with: Data("same\n".utf8))
      try write.replace("Docs/c.md", with: Data("made\n".utf8))
    }
    #expect(changed == ["Docs/a.md", "Docs/c.md"])
    #expect(package.text("Docs/a.md") == "new\n")
    #expect(package.text("Docs/c.md") == "made\n")
    let mode =
      try FileManager.default.attributesOfItem(
        atPath: package.root.appendingPathComponent("Docs/a.md").path)[.posixPermissions] as? Int
    #expect(mode == 0o640, "the file keeps its permissions")
    #expect(package.names(in: "Docs") == ["a.md", "b.md", "c.md"], "no temporary file is left")
  }

  @Test func aReadOnlyFileIsRefusedAndNoOtherFileIsWritten() async throws {
    let package = try ScratchPackage(files: ["Docs/a.md": "old a\n", "Docs/b.md": "old b\n"])
    try package.setMode("Docs/b.md", 0o444)
    await #expect(throws: ComparisonError("Docs/b.md is read-only; no file written")) {
      try await PackageWrite.run(root: package.root) { write in
        try write.replace("Docs/a.md", with: Data("new a\n".utf8))
        try write.replace("Docs/b.md", with: Data("new b\n".utf8))
      }
    }
    #expect(package.text("Docs/a.md") == "old a\n")
    #expect(package.text("Docs/b.md") == "old b\n")
    #expect(package.names(in: "Docs") == ["a.md", "b.md"])
  }

  @Test func aFileEditedWhileItIsRegeneratedKeepsTheEdit() async throws {
    let package = try ScratchPackage(files: ["Docs/a.md": "old\n"])
    await #expect(
      throws: ComparisonError(
        "Docs/a.md changed while it was being regenerated; run it again; no file written")
    ) {
      try await PackageWrite.run(root: package.root) { write in
        _ = try write.document(at: "Docs/a.md")
        // An editor saves the learner's work after the run read the file.
        try package.write("Docs/a.md", "the learner's edit\n")
        try write.replace("Docs/a.md", with: Data("generated\n".utf8))
      }
    }
    #expect(package.text("Docs/a.md") == "the learner's edit\n")
  }

  @Test func removesTheTemporaryFilesAKilledRunLeft() async throws {
    let package = try ScratchPackage(files: ["Docs/a.md": "old\n"])
    let stale = PackageWrite.temporaryPrefix + "a.md-0F1E2D3C"
    try package.write("Docs/" + stale, "half written")
    _ = try await PackageWrite.run(root: package.root) { write in
      try write.replace("Docs/a.md", with: Data("new\n".utf8))
    }
    #expect(package.names(in: "Docs") == ["a.md"])
  }

  /// What a run killed before its renames can leave, its temporary files, is what the
  /// package's `.gitignore` ignores, so `git status` never shows it.
  @Test func gitIgnoresWhatAKilledRunCanLeave() throws {
    let ignored = try String(
      contentsOf: PackageFiles.root.appendingPathComponent(".gitignore"), encoding: .utf8
    )
    .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    let name = PackageWrite.temporaryPrefix + "README.md-0F1E2D3C"
    #expect(ignored.contains { fnmatch($0, name, 0) == 0 }, "\(name) is not in .gitignore")
  }

  /// The lock is the package folder's own: a run, held up in its body with the lock taken,
  /// has added nothing to the package that a kill could leave behind.
  @Test func theLockAddsNothingToThePackage() async throws {
    let package = try ScratchPackage(files: ["Docs/a.md": "old\n"])
    let before = package.names(in: "")
    var during: [String] = []
    _ = try await PackageWrite.run(root: package.root) { write in
      during = package.names(in: "")
      try write.replace("Docs/a.md", with: Data("new\n".utf8))
    }
    #expect(during == before)
    #expect(package.names(in: "") == before)
  }

  /// A file no longer generated is removed with the others' changes, and the folder it leaves
  /// empty goes too; a file already gone asks for nothing.
  @Test func removesAFileInTheSameChange() async throws {
    let package = try ScratchPackage(files: ["Docs/a.md": "old\n", "Docs/Old/b.md": "stale\n"])
    let changed = try await PackageWrite.run(root: package.root) { write in
      try write.replace("Docs/a.md", with: Data("new\n".utf8))
      try write.remove("Docs/Old/b.md")
      try write.remove("Docs/never.md")
    }
    #expect(changed == ["Docs/a.md", "Docs/Old/b.md"])
    #expect(package.text("Docs/a.md") == "new\n")
    #expect(package.names(in: "Docs") == ["a.md"], "the file and its emptied folder are gone")
  }

  /// A file to remove that the learner edited after the run read it is kept, and no other
  /// change is made.
  @Test func aFileEditedBeforeItsRemovalIsKeptAndNothingChanges() async throws {
    let package = try ScratchPackage(files: ["Docs/a.md": "old\n", "Docs/b.md": "stale\n"])
    await #expect(
      throws: ComparisonError(
        "Docs/b.md changed while it was being regenerated; run it again; no file written")
    ) {
      try await PackageWrite.run(root: package.root) { write in
        try write.remove("Docs/b.md")
        try package.write("Docs/b.md", "the learner's edit\n")
        try write.replace("Docs/a.md", with: Data("new\n".utf8))
      }
    }
    #expect(package.text("Docs/a.md") == "old\n")
    #expect(package.text("Docs/b.md") == "the learner's edit\n")
    #expect(package.names(in: "Docs") == ["a.md", "b.md"], "no temporary file is left")
  }

  @Test func aFileThatIsNotUTF8IsRefusedWithItsLine() async throws {
    let package = try ScratchPackage()
    try package.write("Docs/a.md", bytes: Array("one\ntwo \u{FF}".utf8) + [0xFF, 0x0A])
    await #expect(
      throws: ComparisonError("Docs/a.md:2: byte 0xFF is not UTF-8 text; no file written")
    ) {
      try await PackageWrite.run(root: package.root) { write in
        _ = try write.document(at: "Docs/a.md")
      }
    }
  }
}
