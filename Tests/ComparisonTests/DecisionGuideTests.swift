import Registry
import Testing

/// The choosing chapter's decision guide ends at every architecture, in both languages: a
/// learner following its questions can arrive at any of them.
@Suite struct DecisionGuideTests {
  /// A flowchart read from Mermaid: each node's label, and the nodes each one leads to.
  struct Flowchart: Equatable {
    var labels: [String: String] = [:]
    var edges: [String: [String]] = [:]
    var start: String?

    /// The labels of the nodes reached from the first node the chart names.
    var reachedLabels: Set<String> {
      guard let start else { return [] }
      var reached: Set<String> = [start]
      var queue = [start]
      while let node = queue.popLast() {
        for next in edges[node, default: []] where reached.insert(next).inserted {
          queue.append(next)
        }
      }
      return Set(reached.compactMap { labels[$0] })
    }
  }

  /// The `flowchart TD` block of a chapter, read as nodes and edges: `A -- "x" --> B["label"]`.
  static func flowchart(in text: String) -> Flowchart? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(where: { $0 == "flowchart TD" }) else { return nil }
    var chart = Flowchart()
    let node = /([A-Za-z_][A-Za-z0-9_]*)\s*(?:\(\["([^"]*)"\]\)|\["([^"]*)"\]|\{"([^"]*)"\})?/
    for line in lines[(first + 1)...] {
      guard line != "```" else { break }
      let sides = line.split(separator: "-->", maxSplits: 1)
      guard sides.count == 2 else { continue }
      let from = sides[0].split(separator: " -- ", maxSplits: 1)[0]
      var ids: [String] = []
      for side in [from, sides[1]] {
        guard let match = side.firstMatch(of: node) else { continue }
        let id = String(match.output.1)
        if let label = match.output.2 ?? match.output.3 ?? match.output.4 {
          chart.labels[id] = String(label)
        }
        ids.append(id)
      }
      guard ids.count == 2 else { continue }
      if chart.start == nil { chart.start = ids[0] }
      chart.edges[ids[0], default: []].append(ids[1])
    }
    return chart
  }

  @Test func aChartIsReadFromItsEdges() throws {
    let text = """
      ```mermaid
      flowchart TD
          Start(["begin"]) --> Q{"which?"}
          Q -- "a" --> A["First"]
          Orphan["Lost"] --> Q
      ```
      """
    let chart = try #require(Self.flowchart(in: text))
    #expect(chart.reachedLabels == ["begin", "which?", "First"])
  }

  @Test(arguments: ["en", "ja"])
  func everyArchitectureIsAnAnswer(_ language: String) throws {
    let tree = PackageFiles.tree
    let path = try #require(
      tree.files(under: "Tutorials/\(language)").first { $0.hasSuffix("-choosing.md") })
    let chart = try #require(Self.flowchart(in: tree.contents(of: path) ?? ""))
    let reached = chart.reachedLabels
    // An architecture a learner added is no answer the chapter gives (see `Registry.added`).
    for architecture in Registry.shipped {
      #expect(
        reached.contains(architecture.name),
        """
        \(path)'s decision guide never ends at \(architecture.name): add the question that \
        leads to it, or move it from Registry.shipped to Registry.added
        """)
    }
  }
}
