import Comparison
import Foundation
import Testing

/// `compare graph|trace|path|diff --write` on a package's READMEs and chapters: every file
/// checked before any is written, each in its own line endings.
@Suite struct EmbeddedBlocksWritingTests {
  static let readme = """
    # MVP

    <!-- compare graph mvp -->
    stale graph
    <!-- end compare graph -->

    <!-- compare trace mvp search -->
    stale trace
    <!-- end compare trace -->

    """

  /// Makes each block hold its kind and key.
  static func content(_ kind: String) -> (String, EmbeddedBlocks.Block) async throws -> String {
    { _, block in "fresh \(kind) \(block.key)\n" }
  }

  @Test func refreshesTheBlocksOfItsKindAndNamesTheFilesChanged() async throws {
    let package = try ScratchPackage(files: ["Sources/MVP/README.md": Self.readme])
    let changed = try await EmbeddedBlocks.graphs.write(
      inPackageAt: package.root, content: Self.content("graph"))
    #expect(changed == ["Sources/MVP/README.md"])
    #expect(
      package.text("Sources/MVP/README.md")
        == Self.readme.replacingOccurrences(of: "stale graph", with: "fresh graph mvp"))
    #expect(
      try await EmbeddedBlocks.graphs.write(
        inPackageAt: package.root, content: Self.content("graph")) == [])
  }

  /// A begin marker added above a heading: the prose down to the next block's end is the
  /// learner's, and no file is written while one file's markers are wrong.
  @Test func aMarkerLeftOpenInOneFileWritesNoFile() async throws {
    let broken = Self.readme.replacingOccurrences(
      of: "# MVP\n", with: "# MVP\n<!-- compare graph mvc -->\n## Roles\n\nThe presenter.\n")
    let package = try ScratchPackage(files: [
      "Sources/MVC/README.md": Self.readme, "Sources/MVP/README.md": broken,
    ])
    await #expect(
      throws: ComparisonError(
        "Sources/MVP/README.md:2: <!-- compare graph mvc --> has no <!-- end compare graph --> "
          + "before the next marker (line 7); no file written")
    ) {
      try await EmbeddedBlocks.graphs.write(
        inPackageAt: package.root, content: Self.content("graph"))
    }
    #expect(package.text("Sources/MVC/README.md") == Self.readme)
    #expect(package.text("Sources/MVP/README.md") == broken)
  }

  /// Where a learner adds a begin marker and leaves it open: above a heading of a page.
  struct OpenMarker: Sendable, CustomTestStringConvertible {
    let kind: String
    let path: String
    let marker: String
    let heading: String

    var testDescription: String { "\(kind) in \(path)" }
  }

  /// A begin marker a learner adds above a heading, in the package's own pages, for each kind
  /// `--write` regenerates: refused, naming the file and the line, before any block is made.
  @Test(arguments: [
    OpenMarker(
      kind: "graph", path: "Sources/MVP/README.md", marker: "<!-- compare graph mvc -->",
      heading: "## Data flow"),
    OpenMarker(
      kind: "trace", path: "Sources/VIPER/README.md",
      marker: "<!-- compare trace viper search -->", heading: "## Roles"),
    OpenMarker(
      kind: "diff", path: "Sources/VIPER/README.md", marker: "<!-- compare diff mvp viper -->",
      heading: "## Data flow"),
    OpenMarker(
      kind: "path", path: "Tutorials/en/00-how-to-use-this-kit.md",
      marker: "<!-- compare path en -->", heading: "## How to read these chapters"),
  ])
  func aBeginMarkerLeftOpenIsRefusedAndLosesNothing(_ open: OpenMarker) async throws {
    let (kind, path, marker, heading) = (open.kind, open.path, open.marker, open.heading)
    let page = try #require(PackageFiles.tree.contents(of: path))
    let text = page.replacingOccurrences(
      of: "\n" + heading + "\n", with: "\n" + marker + "\n" + heading + "\n")
    let line = try #require(text.components(separatedBy: "\n").firstIndex(of: marker)) + 1
    let blocks = try #require(EmbeddedBlocks.all.first { $0.kind == kind })
    let documents = try EmbeddedBlocks.documents(in: EditedPackage(edits: [path: text]))
    var asked: [String] = []
    do {
      _ = try await blocks.refreshed(documents) { path, _ in
        asked.append(path)
        return ""
      }
      Issue.record("\(path): the marker left open was taken")
    } catch {
      let expected =
        "\(path):\(line): \(marker) has no <!-- end compare \(kind) --> before the next marker"
      #expect(error.description.hasPrefix(expected), "\(error)")
    }
    #expect(asked.isEmpty, "no block is made while a marker is wrong")
  }

  @Test func aCRLFReadmeIsRegeneratedInItsOwnLineEndings() async throws {
    let crlf = Self.readme.replacingOccurrences(of: "\n", with: "\r\n")
    let package = try ScratchPackage(files: ["Sources/MVP/README.md": crlf])
    let changed = try await EmbeddedBlocks.traces.write(
      inPackageAt: package.root, content: { _, _ in "fresh\ntwo lines\n" })
    #expect(changed == ["Sources/MVP/README.md"])
    let expected = crlf.replacingOccurrences(of: "stale trace", with: "fresh\r\ntwo lines")
    #expect(package.bytes("Sources/MVP/README.md") == Array(expected.utf8))
  }

  @Test func aChapterThatIsNotUTF8IsRefusedByPathAndLine() async throws {
    let package = try ScratchPackage(files: ["Sources/MVP/README.md": Self.readme])
    try package.write(
      "Tutorials/en/02-apple-mvc.md", bytes: Array("# MVC\n\nCaf".utf8) + [0xE9, 0x0A])
    await #expect(
      throws: ComparisonError(
        "Tutorials/en/02-apple-mvc.md:3: byte 0xE9 is not UTF-8 text; no file written")
    ) {
      try await EmbeddedBlocks.graphs.write(
        inPackageAt: package.root, content: Self.content("graph"))
    }
    #expect(package.text("Sources/MVP/README.md") == Self.readme)
  }

  /// Rounds of a graph and a trace writer started together on one README leave both fresh.
  ///
  /// `Scripts/fuzz` runs many more rounds through `WRITE_ROUNDS`.
  @Test func twoKindsWrittenAtOnceLoseNoBlock() async throws {
    let rounds = ProcessInfo.processInfo.environment["WRITE_ROUNDS"].flatMap { Int($0) } ?? 5
    let package = try ScratchPackage()
    let root = package.root
    for round in 1...rounds {
      try package.write("Sources/MVP/README.md", Self.readme)
      async let graphs = EmbeddedBlocks.graphs.write(
        inPackageAt: root, content: Self.content("graph"))
      async let traces = EmbeddedBlocks.traces.write(
        inPackageAt: root, content: Self.content("trace"))
      #expect(try await graphs == ["Sources/MVP/README.md"])
      #expect(try await traces == ["Sources/MVP/README.md"])
      let text = package.text("Sources/MVP/README.md")
      #expect(
        text.contains("fresh graph mvp\n") && text.contains("fresh trace mvp search\n"),
        "round \(round): \(text)")
    }
  }
}
