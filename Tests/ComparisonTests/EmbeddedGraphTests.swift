import Comparison
import Foundation
import Registry
import SharedUI
import Testing

/// Every architecture's README and chapter embed `compare graph ARCHITECTURE --format
/// markdown` between markers; the copies must be what the code says now.
@Suite struct EmbeddedGraphTests {
  static let regenerate = "run `swift run compare graph --write` to regenerate it"

  /// The key a marker names an architecture by: its demo without `-demo`.
  static func key(of architecture: Architecture) -> String {
    String(architecture.executable.dropLast("-demo".count))
  }

  /// The diagram of the architecture `key` names, as the code draws it now.
  static func diagram(_ key: String, reader: GraphReader) throws -> String {
    let architecture = try #require(
      Registry.architectures.first { Self.key(of: $0) == key }, "no architecture '\(key)'")
    let compared = ComparedArchitecture(name: architecture.name, folder: architecture.folder)
    return try reader.graph(of: compared).markdown
  }

  @Test func everyEmbeddedDiagramIsCurrent() throws {
    let tree = DiskFileTree(root: EmbeddedTableTests.root)
    let reader = try GraphReader(tree: tree)
    var checked = 0
    var diagrams: [String: String] = [:]
    for path in EmbeddedBlocks.candidates(in: tree) {
      for block in EmbeddedBlocks.graphs.blocks(in: tree.contents(of: path) ?? "") {
        if diagrams[block.key] == nil {
          diagrams[block.key] = try Self.diagram(block.key, reader: reader)
        }
        #expect(
          block.content == diagrams[block.key],
          "\(path)'s diagram of \(block.key) is stale: \(Self.regenerate)")
        checked += 1
      }
    }
    #expect(checked >= Registry.architectures.count * 3)
  }

  @Test func everyArchitecturesReadmeEmbedsItsOwnDiagram() throws {
    let tree = DiskFileTree(root: EmbeddedTableTests.root)
    for architecture in Registry.architectures {
      let path = "Sources/\(architecture.folder)/README.md"
      let keys = EmbeddedBlocks.graphs.blocks(in: tree.contents(of: path) ?? "").map(\.key)
      let fix =
        "add the lines '\(EmbeddedBlocks.graphs.begin(Self.key(of: architecture)))' and "
        + "'\(EmbeddedBlocks.graphs.end)', then \(Self.regenerate)"
      #expect(
        keys == [Self.key(of: architecture)],
        "\(path) embeds \(keys) instead of its own diagram: \(fix)")
    }
  }

  @Test func everyArchitectureHasItsDiagramInEachLanguagesChapters() throws {
    let tree = DiskFileTree(root: EmbeddedTableTests.root)
    let chapters = EmbeddedBlocks.candidates(in: tree).filter {
      $0.hasPrefix("Tutorials/") && $0.split(separator: "/")[2].first?.isNumber == true
    }
    let languages = Set(chapters.map { String($0.split(separator: "/")[1]) })
    #expect(languages.isSuperset(of: ["en", "ja"] as Set))
    for language in languages.sorted() {
      let keys = chapters.filter { $0.hasPrefix("Tutorials/\(language)/") }.flatMap {
        EmbeddedBlocks.graphs.blocks(in: tree.contents(of: $0) ?? "").map(\.key)
      }
      #expect(
        keys.sorted() == Registry.architectures.map(Self.key(of:)).sorted(),
        "Tutorials/\(language) embeds the diagrams of \(keys.sorted()): one per architecture")
    }
  }
}
