import Comparison
import Testing

@Suite struct PackageManifestTests {
  let manifest = PackageManifest(text: FakePackage.manifest)

  @Test func readsTargetsWithDependenciesAndPaths() throws {
    #expect(
      manifest.targets.map(\.name) == [
        "RepositorySearch", "SplitPresentation", "Split", "SplitPresentationTests", "Single",
      ])
    let presentation = try #require(manifest.target(named: "SplitPresentation"))
    #expect(presentation.dependencies == ["RepositorySearch"])
    #expect(presentation.path == "Sources/Split/Presentation")
    #expect(manifest.target(atPath: "Sources/Single/UI")?.name == "Single")
  }

  @Test func defaultsThePathFromTheKindAndName() {
    #expect(manifest.target(named: "RepositorySearch")?.path == "Sources/RepositorySearch")
    #expect(
      manifest.target(named: "SplitPresentationTests")?.path == "Tests/SplitPresentationTests")
    #expect(manifest.target(named: "SplitPresentationTests")?.kind == "testTarget")
  }

  @Test func ignoresTargetsInComments() {
    let manifest = PackageManifest(text: "// .target(name: \"Gone\")\n.target(name: \"Here\")")
    #expect(manifest.targets.map(\.name) == ["Here"])
  }
}
