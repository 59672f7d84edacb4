import Foundation
import Registry
import Testing
import TraceSession
import TracedArchitectures

extension TracedRuns {
  /// Every sequence diagram the READMEs and chapters embed is what a fresh run of its script on
  /// the traced copy draws now: change the order of two calls in a presenter, and this fails
  /// until `swift run compare trace --write` draws the diagram again.
  @Suite struct EmbeddedTraceTests {
    static let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents that may embed a diagram: each architecture's README and each chapter.
    static func documents() throws -> [String] {
      let manager = FileManager.default
      let readmes = try manager.contentsOfDirectory(atPath: root.appending(path: "Sources").path)
        .map { "Sources/\($0)/README.md" }
      var chapters: [String] = []
      for language in try manager.contentsOfDirectory(
        atPath: root.appending(path: "Tutorials").path)
      {
        let folder = root.appending(path: "Tutorials/\(language)")
        for file in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        where file.hasSuffix(".md") {
          chapters.append("Tutorials/\(language)/\(file)")
        }
      }
      return (readmes + chapters).filter {
        manager.fileExists(atPath: root.appending(path: $0).path)
      }
    }

    /// `(document, key, what stands between the markers)` for every embedded diagram.
    static func embeddedDiagrams() throws -> [(path: String, key: String, content: String)] {
      var found: [(String, String, String)] = []
      for path in try documents() {
        let text = try String(contentsOf: root.appending(path: path), encoding: .utf8)
        var key: String?
        var content = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          if let open = key {
            if line == "<!-- end compare trace -->" {
              found.append((path, open, content))
              key = nil
            } else {
              content += line + "\n"
            }
          } else if line.hasPrefix("<!-- compare trace "), line.hasSuffix(" -->") {
            key = String(line.dropFirst("<!-- compare trace ".count).dropLast(" -->".count))
            content = ""
          }
        }
      }
      return found
    }

    @Test @MainActor func everyEmbeddedSequenceDiagramIsWhatTheCodeDoesNow() async throws {
      let diagrams = try Self.embeddedDiagrams()
      var drawn: [String: String] = [:]
      for (path, key, content) in diagrams {
        let words = key.split(separator: " ").map(String.init)
        try #require(words.count == 2, "\(path): '\(key)' needs an architecture and a script")
        let architecture = try #require(
          TracedRegistry.architecture(key: words[0]), "\(path): no architecture '\(words[0])'")
        if drawn[key] == nil {
          let script = try String(
            contentsOf: Self.root.appending(path: "Tutorials/traces/\(words[1]).txt"),
            encoding: .utf8)
          drawn[key] = try await SequenceDiagram.fenced(TraceScript(script), on: architecture)
        }
        #expect(
          content == drawn[key],
          "\(path): the diagram of '\(key)' is not what the code does now; run `swift run compare trace --write`"
        )
      }
      #expect(diagrams.count >= Registry.architectures.count, "every README embeds one")
    }

    @Test func everyArchitecturesReadmeEmbedsASequenceDiagramOfARealRun() throws {
      let diagrams = try Self.embeddedDiagrams()
      for architecture in Registry.architectures {
        #expect(
          diagrams.contains { $0.path == "Sources/\(architecture.folder)/README.md" },
          "Sources/\(architecture.folder)/README.md embeds no '<!-- compare trace -->' diagram")
      }
    }

    @Test func noDocumentDrawsASequenceDiagramByHand() throws {
      for path in try Self.documents() {
        let text = try String(contentsOf: Self.root.appending(path: path), encoding: .utf8)
        let drawn = text.components(separatedBy: "sequenceDiagram").count - 1
        let generated = try Self.embeddedDiagrams().filter { $0.path == path }.count
        #expect(drawn == generated, "\(path) has a sequence diagram outside compare trace markers")
      }
    }
  }
}
