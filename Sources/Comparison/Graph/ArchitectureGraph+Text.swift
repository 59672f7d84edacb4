import Foundation

extension ArchitectureGraph {
  /// The graph for a terminal `width` columns wide: each module, its types, and under each type
  /// what it holds (`-->` strongly, `-.->` weakly) and the protocols it conforms to (`---`).
  package func text(width: Int) -> String {
    let legend = ["--> strong reference", "-.-> weak reference", "--- conforms to"]
    let oneLine = "  " + legend.joined(separator: "   ")
    var lines = ["\(name): who holds whom"]
    lines += oneLine.count <= width ? [oneLine] : legend.map { "  " + $0 }
    let groups =
      modules.map { ($0.title, nodes(in: $0.name)) } + [("standard library", nodes(in: nil))]
    for (title, members) in groups where !members.isEmpty {
      lines += ["", title]
      for node in members {
        lines.append("  " + (node.keyword == "class" ? node.name : "\(node.keyword) \(node.name)"))
        lines += edgeLines(from: node.name, width: width)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per edge, labels aligned; an edge too wide for `width` breaks before its arrow.
  private func edgeLines(from type: String, width: Int) -> [String] {
    let edges = edges(from: type)
    let labelWidth = edges.map { label(of: $0).count }.max() ?? 0
    return edges.flatMap { edge -> [String] in
      let label = label(of: edge)
      let arrow: String
      switch edge.kind {
      case .strong: arrow = "-->"
      case .weak: arrow = "-.->"
      case .conformance: arrow = "---"
      }
      let padded = label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
      let line = "    \(padded) \(arrow) \(edge.to)"
      guard line.count > width else { return [line] }
      return ["    \(label)", "      \(arrow) \(edge.to)"]
    }
  }

  private func label(of edge: Edge) -> String {
    switch edge.kind {
    case .conformance: return "conforms to"
    case .weak where !edge.isClosure: return edge.property
    default: return edge.label
    }
  }
}
