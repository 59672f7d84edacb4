import Comparison
import Foundation
import Testing

/// Finding and replacing the generated blocks between their markers.
@Suite struct EmbeddedBlocksTests {
  static let document = """
    # MVP

    ## Who holds whom

    <!-- compare graph mvp -->
    old diagram
    <!-- end compare graph -->

    ## Trade-offs
    """

  /// `text` refreshed with `content` in place of each graph block.
  static func refreshed(_ text: String, content: @escaping (String) -> String) async throws
    -> String
  {
    try await EmbeddedBlocks.graphs.refreshed(TextDocument(path: "README.md", text: text)) {
      content($0.key)
    }.text
  }

  @Test func findsEachBlockWithItsKeyAndLine() throws {
    #expect(
      try EmbeddedBlocks.graphs.blocks(in: Self.document) == [
        .init(key: "mvp", content: "old diagram\n", line: 5)
      ])
  }

  @Test func refreshingReplacesOnlyWhatIsBetweenTheMarkers() async throws {
    let refreshed = try await Self.refreshed(Self.document) { "new \($0)\nsecond line\n" }
    #expect(
      refreshed
        == Self.document.replacingOccurrences(
          of: "old diagram", with: "new mvp\nsecond line"))
    #expect(try await Self.refreshed(refreshed) { "new \($0)\nsecond line\n" } == refreshed)
  }

  @Test func aMarkerLeftOpenLosesNothing() async {
    let open = "<!-- compare graph mvp -->\nthe rest of the chapter\n"
    await #expect(throws: ComparisonError.self) {
      try await Self.refreshed(open) { _ in "diagram\n" }
    }
  }

  /// A begin marker added above prose, with the next block's end further down: the prose in
  /// between is not a block, and nothing may be read as one.
  @Test func aBeginMarkerWithoutItsEndBeforeTheNextMarkerIsRefusedWithItsLine() async {
    let text = """
      # MVP

      <!-- compare graph mvc -->
      ## Roles

      The presenter owns the results.

      <!-- compare trace mvp search -->
      old trace
      <!-- end compare trace -->
      """
    await #expect(
      throws: ComparisonError(
        "README.md:3: <!-- compare graph mvc --> has no <!-- end compare graph --> "
          + "before the next marker (line 8)")
    ) {
      try await Self.refreshed(text) { _ in "diagram\n" }
    }
  }

  @Test func twoBeginMarkersWithOneEndAreRefused() async {
    let text = """
      <!-- compare graph mvc -->
      prose a learner wrote
      <!-- compare graph mvp -->
      old diagram
      <!-- end compare graph -->
      """
    await #expect(
      throws: ComparisonError(
        "README.md:1: <!-- compare graph mvc --> has no <!-- end compare graph --> "
          + "before the next marker (line 3)")
    ) {
      try await Self.refreshed(text) { _ in "diagram\n" }
    }
  }

  @Test func anEndMarkerThatClosesNothingIsRefused() async {
    let text = "prose\n<!-- end compare graph -->\n"
    await #expect(
      throws: ComparisonError(
        "README.md:2: <!-- end compare graph --> closes no <!-- compare graph … --> above it")
    ) {
      try await Self.refreshed(text) { _ in "diagram\n" }
    }
  }

  @Test func everyKindIsCheckedWhicheverKindIsWritten() async {
    // A trace block left open before a graph block: writing the graphs must not pass over it.
    let text = """
      <!-- compare trace mvp search -->
      prose
      <!-- compare graph mvp -->
      old
      <!-- end compare graph -->
      """
    await #expect(throws: ComparisonError.self) {
      try await Self.refreshed(text) { _ in "diagram\n" }
    }
  }

  @Test func aCRLFDocumentKeepsItsLineEndings() async throws {
    let text = Self.document.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"
    let refreshed = try await Self.refreshed(text) { "new \($0)\nsecond line\n" }
    let expected = (Self.document + "\n").replacingOccurrences(
      of: "old diagram", with: "new mvp\nsecond line")
    #expect(
      Array(refreshed.utf8) == Array(expected.replacingOccurrences(of: "\n", with: "\r\n").utf8))
  }

  @Test func theContentsErrorNamesTheFileAndTheBlocksLine() async {
    await #expect(throws: ComparisonError("README.md:5: no architecture 'mvp' to draw")) {
      try await EmbeddedBlocks.graphs.refreshed(
        TextDocument(path: "README.md", text: Self.document)
      ) { block throws(ComparisonError) in
        throw ComparisonError("no architecture '\(block.key)' to draw")
      }
    }
  }

  @Test func theTablesMarkersNameNoKey() throws {
    let text = "intro\n<!-- compare:begin -->\n| a |\n<!-- compare:end -->\n"
    #expect(
      try EmbeddedBlocks.tables.blocks(in: text) == [.init(key: "", content: "| a |\n", line: 2)])
    #expect(throws: ComparisonError.self) {
      try EmbeddedBlocks.tables.blocks(in: "<!-- compare:begin -->\n| a |\n")
    }
  }
}
