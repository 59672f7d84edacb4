import Comparison
import Foundation
import Registry
import TestSupport
import Testing
import TracedArchitectures

extension TracedRuns {
  /// Every sequence diagram the READMEs and chapters embed is what a fresh run of its script on
  /// the traced copy draws now: change the order of two calls in a presenter, and this fails
  /// until `swift run compare trace --write` draws the diagram again.
  @Suite struct EmbeddedTraceTests {
    static let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The package's files, each read once for every test module of the run.
    static let tree = ScannedFileTree.checkout

    let tree = Self.tree

    /// `(document, block)` for every embedded sequence diagram, read once for every test.
    static let diagrams = Result {
      try EmbeddedBlocks.candidates(in: tree).flatMap { path in
        try EmbeddedBlocks.traces.blocks(in: tree.contents(of: path) ?? "", path: path)
          .map { (path: path, block: $0) }
      }
    }

    /// `(document, block)` for every embedded sequence diagram.
    func embeddedDiagrams() throws -> [(path: String, block: EmbeddedBlocks.Block)] {
      try Self.diagrams.get()
    }

    @Test @MainActor func everyEmbeddedSequenceDiagramIsWhatTheCodeDoesNow() async throws {
      let diagrams = try embeddedDiagrams()
      // Every diagram's runs start at once: each keeps its calls apart (see `Trace.run`), and
      // the main actor takes turns between them instead of waiting for each.
      let tree = tree
      var drawing: [String: Task<String, any Error>] = [:]
      for (_, block) in diagrams where drawing[block.key] == nil {
        drawing[block.key] = Task {
          try await EmbeddedTrace.diagram(
            for: block.key, readFile: { tree.contents(of: $0) },
            run: { try await TracedRuns.steps(of: $1, performing: $0) })
        }
      }
      var stale: [String] = []
      for (path, block) in diagrams {
        if try await drawing[block.key]?.value != block.content {
          stale.append("\(path)'s sequence diagram of '\(block.key)'")
        }
      }
      if !stale.isEmpty {
        Issue.record(Comment(rawValue: StaleDocumentation.generated(stale)))
      }
      #expect(diagrams.count >= Registry.architectures.count, "every README embeds one")
    }

    @Test func everyArchitecturesReadmeEmbedsASequenceDiagramOfARealRun() throws {
      let paths = Set(try embeddedDiagrams().map(\.path))
      for architecture in Registry.architectures {
        #expect(
          paths.contains("Sources/\(architecture.folder)/README.md"),
          "Sources/\(architecture.folder)/README.md embeds no '<!-- compare trace -->' diagram")
      }
    }

    @Test func noDocumentDrawsASequenceDiagramByHand() throws {
      let diagrams = try embeddedDiagrams()
      for path in EmbeddedBlocks.candidates(in: tree) {
        let drawn =
          (tree.contents(of: path) ?? "").components(separatedBy: "sequenceDiagram").count - 1
        let generated = diagrams.filter { $0.path == path }.count
        #expect(drawn == generated, "\(path) has a sequence diagram outside compare trace markers")
      }
    }
  }
}
