extension ArchitectureGraph {
  /// The graph as a Mermaid flowchart: one box per module, strong references `-->`, weak ones
  /// `-.->`, conformances `---`, each labelled with its property.
  package var mermaid: String {
    var lines = ["flowchart TB"]
    for module in modules {
      lines.append("  subgraph \(module.name)Module[\"\(module.title)\"]")
      lines += nodes(in: module.name).map { "    " + Self.mermaidNode($0) }
      lines.append("  end")
    }
    lines += nodes(in: nil).map { "  " + Self.mermaidNode($0) }
    for edge in edges {
      let arrow: String
      switch edge.kind {
      case .strong: arrow = "-->"
      case .weak: arrow = "-.->"
      case .conformance: arrow = "---"
      }
      lines.append("  \(edge.from) \(arrow)|\"\(edge.label)\"| \(edge.to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// ``mermaid`` in a fenced block, as the READMEs and chapters embed it.
  package var markdown: String {
    "```mermaid\n" + mermaid + "```\n"
  }

  private static func mermaidNode(_ node: Node) -> String {
    node.keyword == "protocol"
      ? "\(node.name)([\"\(node.label)\"])" : "\(node.name)[\"\(node.label)\"]"
  }
}
