extension ArchitectureGraph {
  /// The graph as a picture: one column per module — the shared views and the toolkit, the
  /// architecture's UI, its module without UI, the shared model and the standard library, so
  /// that most arrows reach the next column — in each a box per type listing what it holds,
  /// and an arrow from each of those rows to the type it holds — solid and filled for a strong
  /// reference, dashed and open for a weak one, dotted with a hollow head for a conformance.
  ///
  /// Drawn from the same graph as ``mermaid`` and ``text(width:)``, so that a page can show the
  /// picture where no Markdown renderer draws Mermaid.
  package var svg: String {
    let layout = GraphLayout(self)
    var body: [String] = []
    for column in layout.columns {
      body.append(
        GraphLayout.rectangle(column.frame, fill: "#f6f8fa", stroke: "#d0d7de", radius: 8))
      body.append(
        GraphLayout.text(
          column.title, x: column.frame.x + 10, y: column.frame.y + 20, weight: "bold",
          color: "#57606a"))
    }
    // The arrows go under the boxes: one that crosses a column passes behind its types.
    body += layout.arrows()
    for box in layout.boxes {
      body.append(GraphLayout.rectangle(box.frame, fill: "#ffffff", stroke: "#8c959f", radius: 4))
      body.append(
        GraphLayout.text(
          box.node.label, x: box.frame.x + 8, y: box.frame.y + 17, weight: "bold",
          color: "#1f2328"))
      for (index, edge) in box.edges.enumerated() {
        let row = box.rowCenter(index)
        body.append(
          GraphLayout.text(
            edge.kind == .conformance ? "conforms to" : edge.label, x: box.frame.x + 16,
            y: row + 4, weight: "normal", color: "#57606a"))
      }
    }
    return GraphLayout.document(layout: layout, title: "\(name): who holds whom", body: body)
  }
}

/// Where ``ArchitectureGraph/svg`` puts each module, type and arrow.
private struct GraphLayout {
  struct Frame {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  struct Column {
    var title: String
    var frame: Frame
  }

  struct Box {
    var node: ArchitectureGraph.Node
    var edges: [ArchitectureGraph.Edge]
    var frame: Frame
    var column: Int

    /// The vertical middle of the row that lists `edges[index]`.
    func rowCenter(_ index: Int) -> Double {
      frame.y + GraphLayout.headerHeight + GraphLayout.rowHeight * (Double(index) + 0.5)
    }

    /// The vertical middle of the box's name.
    var headerCenter: Double { frame.y + GraphLayout.headerHeight / 2 }
  }

  static let characterWidth = 7.4
  static let headerHeight = 26.0
  static let rowHeight = 18.0
  static let columnGap = 110.0
  static let boxGap = 14.0
  static let margin = 16.0
  static let legendHeight = 34.0

  var columns: [Column] = []
  /// The types' boxes, column by column, top to bottom.
  var boxes: [Box] = []
  private var boxIndex: [String: Int] = [:]
  var width = 0.0
  var height = 0.0

  init(_ graph: ArchitectureGraph) {
    let order: [ArchitectureGraph.Module.Role] = [.common, .ui, .withoutUI, .model]
    let modules = order.flatMap { role in graph.modules.filter { $0.role == role } }
    var groups: [(title: String, nodes: [ArchitectureGraph.Node])] =
      modules.map { ($0.title, graph.nodes(in: $0.name)) }
    groups.append(("standard library", graph.nodes(in: nil)))
    var x = Self.margin
    for (title, nodes) in groups where !nodes.isEmpty {
      let rows = nodes.flatMap { [$0.label] + graph.edges(from: $0.name).map(\.label) }
      let textWidth = (rows + [title]).map { Double($0.count) * Self.characterWidth }.max() ?? 0
      let columnWidth = textWidth + 44
      var y = Self.margin + Self.legendHeight + 32
      for node in nodes {
        let edges = graph.edges(from: node.name)
        let boxHeight = Self.headerHeight + Self.rowHeight * Double(edges.count) + 4
        boxIndex[node.name] = boxes.count
        boxes.append(
          Box(
            node: node, edges: edges,
            frame: Frame(x: x + 10, y: y, width: columnWidth - 20, height: boxHeight),
            column: columns.count))
        y += boxHeight + Self.boxGap
      }
      columns.append(
        Column(
          title: title,
          frame: Frame(
            x: x, y: Self.margin + Self.legendHeight, width: columnWidth,
            height: y - Self.margin - Self.legendHeight)))
      x += columnWidth + Self.columnGap
    }
    width = x - Self.columnGap + Self.margin
    height = (columns.map { $0.frame.y + $0.frame.height }.max() ?? 0) + Self.margin
  }

  /// One path per reference: from the row that names it to the middle of the held type's
  /// name, leaving on the side that faces it (the right side when both share a column), each
  /// with the head of its kind.
  func arrows() -> [String] {
    var paths: [String] = []
    for box in boxes {
      for (index, edge) in box.edges.enumerated() {
        guard let target = boxIndex[edge.to].map({ boxes[$0] }) else { continue }
        let startY = box.rowCenter(index)
        let endY = target.headerCenter
        let startX: Double
        let endX: Double
        let bends: (Double, Double)
        let pointingRight: Bool
        if target.column == box.column {
          startX = box.frame.x + box.frame.width
          endX = target.frame.x + target.frame.width
          let bend = max(startX, endX) + 40
          bends = (bend, bend)
          pointingRight = false
        } else {
          pointingRight = target.column > box.column
          startX = pointingRight ? box.frame.x + box.frame.width : box.frame.x
          endX = pointingRight ? target.frame.x : target.frame.x + target.frame.width
          bends = ((startX + endX) / 2, (startX + endX) / 2)
        }
        let n = SVG.number
        let path =
          "M\(n(startX)),\(n(startY)) C\(n(bends.0)),\(n(startY)) \(n(bends.1)),\(n(endY)) "
          + "\(n(endX)),\(n(endY))"
        paths.append("<path d=\"\(path)\" class=\"\(edge.kind.rawValue)\"/>")
        paths.append(SVG.head(Self.head(edge.kind), x: endX, y: endY, pointingRight: pointingRight))
      }
    }
    return paths
  }

  /// The head an arrow of `kind` ends with.
  static func head(_ kind: ArchitectureGraph.Edge.Kind) -> SVG.Head {
    switch kind {
    case .strong: return .filled
    case .weak: return .open
    case .conformance: return .hollow
    }
  }

  static func document(layout: GraphLayout, title: String, body: [String]) -> String {
    let n = SVG.number
    let width = n(max(layout.width, 560))
    let height = n(layout.height)
    let legend: [(ArchitectureGraph.Edge.Kind, String)] = [
      (.strong, "strong reference"), (.weak, "weak reference"), (.conformance, "conforms to"),
    ]
    var lines =
      SVG.opening(
        width: "\(width)", height: "\(height)", title: title,
        style: "path { fill: none; stroke: #1f2328; stroke-width: 1.2; } "
          + ".weak { stroke-dasharray: 6 4; } .conformance { stroke-dasharray: 2 3; }")
      + [
        text(title, x: margin, y: margin + 12, weight: "bold", color: "#1f2328")
      ]
    var x = margin
    for (kind, words) in legend {
      let y = margin + 28
      lines.append(
        "<path d=\"M\(n(x)),\(n(y - 4)) L\(n(x + 40)),\(n(y - 4))\" class=\"\(kind.rawValue)\"/>")
      lines.append(SVG.head(head(kind), x: x + 40, y: y - 4, pointingRight: true))
      lines.append(text(words, x: x + 48, y: y, weight: "normal", color: "#57606a"))
      x += 48 + Double(words.count) * characterWidth + 28
    }
    return (lines + body + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  static func rectangle(_ frame: Frame, fill: String, stroke: String, radius: Int) -> String {
    let n = SVG.number
    return "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
      + "height=\"\(n(frame.height))\" rx=\"\(radius)\" fill=\"\(fill)\" stroke=\"\(stroke)\"/>"
  }

  static func text(_ words: String, x: Double, y: Double, weight: String, color: String)
    -> String
  {
    let n = SVG.number
    return "<text x=\"\(n(x))\" y=\"\(n(y))\" font-weight=\"\(weight)\" fill=\"\(color)\">"
      + SVG.escaped(words) + "</text>"
  }

}
