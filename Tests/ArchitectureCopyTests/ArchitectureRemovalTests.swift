import ArchitectureCopy
import Comparison
import Testing

/// `--remove` on a package in memory: exactly what the copy added comes out, byte for byte, and
/// an architecture the kit ships, or one nobody added, is refused.
@Suite struct ArchitectureRemovalTests {
  /// `tree` with `files` written over it and `folders` deleted.
  static func applying(
    _ files: [String: String], deleting folders: [String] = [], to tree: InMemoryFileTree
  ) -> InMemoryFileTree {
    var result = tree
    result.files.merge(files) { $1 }
    for folder in folders {
      for path in result.files(under: folder) { result.files[path] = nil }
    }
    return result
  }

  static func copying(_ name: String, into tree: InMemoryFileTree) throws -> InMemoryFileTree {
    applying(try ArchitectureCopy(name: name, from: "split", tree: tree).files, to: tree)
  }

  static func removing(_ name: String, from tree: InMemoryFileTree) throws -> InMemoryFileTree {
    let removal = try ArchitectureRemoval(name: name, tree: tree)
    return applying(removal.files, deleting: removal.folders, to: tree)
  }

  @Test func removingACopyGivesThePackageBackByteForByte() throws {
    let original = FakePackage.tree
    let copied = try Self.copying("Mine", into: original)
    #expect(copied.files.count > original.files.count)
    #expect(try Self.removing("Mine", from: copied).files == original.files)
  }

  /// Two copies, taken out in either order: each removal takes out its own lines and no other.
  @Test(arguments: [["Mine", "Other"], ["Other", "Mine"]])
  func removingOneOfTwoCopiesLeavesTheOther(_ order: [String]) throws {
    let original = FakePackage.tree
    let one = try Self.copying("Mine", into: original)
    let both = try Self.copying("Other", into: one)
    // One entry is written without a comma, several each with one, as the formatter has them.
    #expect(one.files[RegistrySource.path]?.contains("    .mine  // copied from split\n") == true)
    #expect(
      both.files[RegistrySource.path]?.contains(
        "    .mine,  // copied from split\n    .other,  // copied from split\n") == true)
    let left = try Self.removing(order[0], from: both)
    let alone = try Self.copying(order[1], into: original)
    #expect(left.files == alone.files)
    #expect(try Self.removing(order[1], from: left).files == original.files)
  }

  /// A copy stopped halfway, `Package.swift` written and not the rest, comes out all the same.
  @Test func removesWhatIsLeftOfACopyStoppedHalfway() throws {
    let original = FakePackage.tree
    let copy = try ArchitectureCopy(name: "Mine", from: "split", tree: original)
    let half = copy.files.filter {
      $0.key == "Package.swift" || $0.key.hasPrefix("Sources/Mine/UI")
    }
    let stopped = Self.applying(half, to: original)
    #expect(try Self.removing("Mine", from: stopped).files == original.files)
  }

  @Test(arguments: [
    ("Split", "one of the architectures the kit ships"),
    ("Nothing", "no architecture Nothing that new-architecture added (Registry.added lists none)"),
    ("RepositorySearch", "no architecture RepositorySearch that new-architecture added"),
    ("not-a-name", "is not a name for an architecture"),
  ])
  func refusesInOneLine(_ name: String, says: String) {
    #expect {
      try ArchitectureRemoval(name: name, tree: FakePackage.tree)
    } throws: { error in
      let line = (error as? Refusal)?.description ?? ""
      return line.contains(says) && !line.contains("\n")
    }
  }

  @Test func aSecondCopyOfTheSameNameIsRefusedAndNamesTheWayOut() throws {
    let copied = try Self.copying("Mine", into: FakePackage.tree)
    #expect {
      try ArchitectureCopy(name: "Mine", from: "split", tree: copied)
    } throws: { error in
      (error as? Refusal)?.description.contains("Scripts/new-architecture --remove Mine") == true
    }
  }
}
