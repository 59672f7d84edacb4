import Comparison
import Testing

/// The ownership graph as the documentation site shows it: a picture drawn from the same graph
/// as the Mermaid and the text.
@Suite struct ArchitectureGraphSVGTests {
  static func graph() throws -> ArchitectureGraph {
    try GraphReaderTests.graph(GraphReaderTests.tree())
  }

  /// The SVG's lines that draw an arrow's line (the legend's three first).
  static func arrows(_ svg: String) -> [Substring] {
    svg.split(separator: "\n").filter { $0.hasPrefix("<path d=\"M") && !$0.contains("head-") }
  }

  @Test func everyTypeIsABoxAndEveryReferenceAnArrowOfItsKind() throws {
    let graph = try Self.graph()
    let svg = graph.svg
    for node in graph.nodes {
      #expect(svg.contains(">\(node.label)</text>"), "\(node.name) has a box")
    }
    let arrows = Self.arrows(svg)
    #expect(arrows.count == 3 + graph.edges.count)
    for kind in ["strong", "weak", "conformance"] {
      let drawn = arrows.filter { $0.contains("class=\"\(kind)\"") }.count
      #expect(drawn == 1 + graph.edges.filter { $0.kind.rawValue == kind }.count, "\(kind)")
    }
    for module in graph.modules { #expect(svg.contains(">\(module.title)</text>")) }
    #expect(svg.components(separatedBy: "class=\"head-").count - 1 == arrows.count)
    #expect(!svg.contains("id="), "a page that shows an SVG by its first id shows it whole")
    #expect(svg.contains(">weak view</text>"))
  }

  @Test func theUIColumnComesBeforeTheOneWithoutUIAndTheSharedModelAfterBoth() throws {
    let svg = try Self.graph().svg
    func x(ofColumn title: String) throws -> Double {
      let line = try #require(svg.split(separator: "\n").first { $0.hasSuffix(">\(title)</text>") })
      let value = try #require(line.split(separator: "\"").dropFirst().first)
      return try #require(Double(value))
    }
    let ui = try x(ofColumn: "Split — UI")
    let presentation = try x(ofColumn: "SplitPresentation — no UI")
    let model = try x(ofColumn: "RepositorySearch — shared model")
    #expect(ui < presentation && presentation < model)
  }

  @Test func namesAreWrittenAsXMLReadsThem() throws {
    var graph = try Self.graph()
    graph.name = "A<B>&\"C\""
    let svg = graph.svg
    #expect(svg.contains("<title>A&lt;B&gt;&amp;&quot;C&quot;: who holds whom</title>"))
    #expect(!svg.contains("A<B>"))
  }

  @Test func aWeakReferenceMadeStrongChangesItsArrow() throws {
    let path = "Sources/Split/Presentation/SearchPresenter.swift"
    let tree = GraphReaderTests.tree { tree in
      tree.files[path] = tree.files[path]?.replacingOccurrences(of: "weak var", with: "var")
    }
    let before = Self.arrows(try Self.graph().svg)
    let after = Self.arrows(try GraphReaderTests.graph(tree).svg)
    #expect(
      after.filter { $0.contains("\"weak\"") }.count == before.filter { $0.contains("\"weak\"") }
        .count - 1)
    #expect(try Self.graph().svg == Self.graph().svg, "the same graph draws the same picture")
  }
}
