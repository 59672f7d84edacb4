import Comparison
import Foundation
import Registry
import Testing

/// The `compare diff` summaries the READMEs and chapters quote are what the tool prints now:
/// each stands between markers, and none is pasted by hand.
@Suite struct EmbeddedDiffTests {
  /// The embedded summaries that are not what `compare diff` prints now, as
  /// `GeneratedDocsTests` names them; and how many there are.
  static func stale() throws -> (stale: [String], checked: Int) {
    try checked.get()
  }

  /// Every embedded summary checked against the code: diffed once for every test that asks.
  private static let checked = Result { () throws -> (stale: [String], checked: Int) in
    let tree = PackageFiles.tree
    var checked = 0
    var stale: [String] = []
    for path in EmbeddedBlocks.candidates(in: tree) {
      for block in try EmbeddedBlocks.diffs.blocks(in: tree.contents(of: path) ?? "", path: path) {
        let names = block.key.split(separator: " ").map(String.init)
        let architectures = try names.map { name in
          try #require(
            Registry.architectures.first { LessonPathTests.key($0) == name }, "no '\(name)'")
        }
        let diff = ArchitectureDiff(
          old: ComparedArchitecture(name: architectures[0].name, folder: architectures[0].folder),
          new: ComparedArchitecture(name: architectures[1].name, folder: architectures[1].folder),
          tree: tree)
        if block.content != diff.embeddedSummary {
          stale.append("\(path)'s summary of \(block.key)")
        }
        checked += 1
      }
    }
    return (stale, checked)
  }

  @Test func theChaptersEmbedSummaries() throws {
    #expect(try Self.stale().checked >= 2)
  }

  @Test func noSummaryIsPastedOutsideTheMarkers() throws {
    let tree = PackageFiles.tree
    for path in EmbeddedBlocks.candidates(in: tree) + ["README.md"] {
      var text = tree.contents(of: path) ?? ""
      for block in try EmbeddedBlocks.diffs.blocks(in: text, path: path) {
        text = text.replacing(block.content, with: "")
      }
      #expect(
        !text.contains(": roles in both (lines removed, added)"),
        "\(path) quotes a compare diff summary by hand: put it between markers")
    }
  }
}
