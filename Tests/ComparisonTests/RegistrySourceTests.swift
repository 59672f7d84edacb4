import Comparison
import Registry
import Testing

/// The registry's source read as text: the lists the prose counts and the lines
/// `Scripts/new-architecture` adds.
@Suite struct RegistrySourceTests {
  static let text = """
    public enum Registry {
      public static let architectures: [Architecture] = shipped + added
      public static let shipped: [Architecture] = [
        .mvc,
        // .commentedOut,
        .mvpRouter,
      ]
      public static let added: [Architecture] = [
        .mine,  // copied from mvp
        .other,
      ]
    }
    """

  @Test func readsTheShippedAndTheAddedEntryPoints() {
    let source = RegistrySource(text: Self.text)
    #expect(source.shipped == ["mvc", "mvpRouter"])
    #expect(source.added == ["mine", "other"])
    #expect(source.list("added")?.first == 7)
    #expect(source.list("added")?.last == 10)
  }

  @Test func theOnlyEntryOfAListHasNoComma() {
    let source = RegistrySource(
      text: "  public static let added: [Architecture] = [\n    .mine  // copied\n  ]\n")
    #expect(source.added == ["mine"])
    #expect(RegistrySource.entryPoint(inLine: "    .mine // and more") == "mine")
    #expect(RegistrySource.entryPoint(inLine: "    .mine = 1") == nil)
    #expect(RegistrySource.entryPoint(inLine: "  .mine,") == nil)
  }

  @Test func anEmptyListIsOneLine() {
    let source = RegistrySource(
      text: Self.text.replacing(
        /added: \[Architecture\] = \[[^\]]*\]/, with: "added: [Architecture] = []"))
    #expect(source.added == [])
    #expect(source.list("added").map { $0.first == $0.last } == true)
    #expect(source.list("missing") == nil)
  }

  @Test func readsThePackagesRegistry() throws {
    let text = try #require(PackageFiles.tree.contents(of: RegistrySource.path))
    let source = RegistrySource(text: text)
    #expect(source.shipped.count == Registry.shipped.count)
    #expect(source.shipped.count + source.added.count == Registry.architectures.count)
  }
}
