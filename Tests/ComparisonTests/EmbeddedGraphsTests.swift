import Comparison
import Foundation
import Testing

/// Finding and replacing the diagrams between their markers.
@Suite struct EmbeddedGraphsTests {
  static let document = """
    # MVP

    ## Who holds whom

    <!-- compare graph mvp -->
    old diagram
    <!-- end compare graph -->

    ## Trade-offs
    """

  @Test func findsEachBlockWithItsKey() {
    #expect(
      EmbeddedBlocks.graphs.blocks(in: Self.document) == [
        .init(key: "mvp", content: "old diagram\n")
      ])
  }

  @Test func refreshingReplacesOnlyWhatIsBetweenTheMarkers() throws {
    let refreshed = try EmbeddedBlocks.graphs.refreshed(Self.document) {
      "new \($0)\nsecond line\n"
    }
    #expect(
      refreshed
        == Self.document.replacingOccurrences(
          of: "old diagram", with: "new mvp\nsecond line"))
    #expect(
      try EmbeddedBlocks.graphs.refreshed(refreshed) { "new \($0)\nsecond line\n" } == refreshed)
  }

  @Test func aMarkerLeftOpenLosesNothing() {
    let open = "<!-- compare graph mvp -->\nthe rest of the chapter\n"
    #expect(throws: ComparisonError.self) {
      try EmbeddedBlocks.graphs.refreshed(open) { _ in "diagram\n" }
    }
  }
}
