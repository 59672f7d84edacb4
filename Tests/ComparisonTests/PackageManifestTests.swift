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

  /// The list of architectures and the loop that makes each one's targets, as the kit's
  /// manifest writes them.
  static let listed = #"""
    let architectures: [(folder: String, demo: String, presentationModule: Bool)] = [
      // One module: (folder: "Commented", demo: "commented-demo", presentationModule: true),
      (folder: "Single", demo: "single-demo", presentationModule: false),
      (folder: "Split", demo: "split-demo", presentationModule: true),
    ]
    let package = Package(
      targets: [
        .target(
          name: "Registry",
          dependencies: ["SharedUI"] + architectures.map { .target(name: $0.folder) }
        ),
        .target(
          name: "TracedArchitectures",
          dependencies: ["SharedUI"] + architectures.map { .target(name: "Traced" + $0.folder) },
          path: "Sources/Tracing/TracedRegistry"
        ),
      ]
    )
    for architecture in architectures {
      let folder = architecture.folder
      package.targets += [
        .target(name: folder, dependencies: ["SharedUI"], path: "Sources/\(folder)/UI"),
        .target(name: "Traced" + folder, path: "Sources/Tracing/Generated/" + folder),
      ]
    }
    """#

  @Test func readsTheListOfArchitectures() {
    let manifest = PackageManifest(text: Self.listed)
    #expect(
      manifest.architectures == [
        .init(folder: "Single", demo: "single-demo", presentationModule: false),
        .init(folder: "Split", demo: "split-demo", presentationModule: true),
      ])
    #expect(manifest.target(named: "Registry")?.dependencies == ["SharedUI", "Single", "Split"])
    #expect(
      manifest.target(named: "TracedArchitectures")?.dependencies == [
        "SharedUI", "TracedSingle", "TracedSplit",
      ])
  }

  /// The loop's targets are not read from its text (their names are not literals) but made
  /// from each entry, by the loop's rule.
  @Test func makesEachArchitecturesTargetsFromItsEntry() throws {
    let manifest = PackageManifest(text: Self.listed)
    #expect(
      manifest.targets.map(\.name) == [
        "Registry", "TracedArchitectures",
        "Single", "SingleTests", "SingleDemo", "TracedSingle",
        "SplitPresentation", "SplitPresentationTests", "Split", "SplitTests", "SplitDemo",
        "TracedSplit",
      ])
    let split = try #require(manifest.target(named: "Split"))
    #expect(
      split.dependencies == ["SplitPresentation", "RepositorySearch", "SharedUI", "TerminalUI"])
    #expect(split.path == "Sources/Split/UI")
    #expect(manifest.target(named: "SinglePresentation") == nil)
    #expect(manifest.target(named: "SingleTests")?.dependencies.contains("Single") == true)
    #expect(manifest.target(named: "SplitDemo")?.path == "Sources/Split/Demo")
    #expect(manifest.target(named: "TracedSplit")?.path == "Sources/Tracing/Generated/Split")
  }
}
