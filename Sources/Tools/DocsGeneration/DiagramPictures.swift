import Comparison

/// The diagrams the pages embed between `compare graph` and `compare trace` markers, as the
/// pictures the site shows in their place: the ownership graph drawn from the code, and the
/// sequence diagram drawn from the run the suite holds the embedded block to.
package struct DiagramPictures: Sendable {
  /// One picture: its file in the catalog's resources, its description and its SVG.
  package struct Picture: Sendable, Equatable {
    package var name: String
    package var alt: String
    package var svg: String
  }

  /// The ownership graphs, by the key the markers name them with (`mvp-router`).
  private let graphs: [String: ArchitectureGraph]

  /// No pictures: every diagram is shown as its source.
  package static let none = DiagramPictures(graphs: [:])

  /// Pictures of `graphs`, by key.
  package init(graphs: [String: ArchitectureGraph]) {
    self.graphs = graphs
  }

  /// The graphs of `architectures`, read from the code in `tree`.
  package init(architectures: [SiteArchitecture], tree: any FileTree) throws(GenerationError) {
    let reader: GraphReader
    do {
      reader = try GraphReader(tree: ScannedFileTree(tree))
    } catch {
      throw GenerationError("the ownership graphs could not be read: \(error)")
    }
    var graphs: [String: ArchitectureGraph] = [:]
    for architecture in architectures {
      do {
        graphs[architecture.key] = try reader.graph(
          of: ComparedArchitecture(name: architecture.name, folder: architecture.folder))
      } catch {
        throw GenerationError("\(architecture.folder): its graph could not be read: \(error)")
      }
    }
    self.init(graphs: graphs)
  }

  /// The picture for a Mermaid block whose `marker` line comes right before it, or nil when
  /// the marker is not one of a graph or a trace, or names nothing the site can draw.
  package func picture(marker: String, block: [String]) -> Picture? {
    guard let opened = EmbeddedBlocks.opened(by: marker) else { return nil }
    let key = opened.key
    switch opened.kind.kind {
    case EmbeddedBlocks.graphs.kind:
      guard let graph = graphs[key] else { return nil }
      return Picture(name: "graph-\(key).svg", alt: "\(graph.name): who holds whom", svg: graph.svg)
    case EmbeddedBlocks.traces.kind:
      let words = key.split(separator: " ").map(String.init)
      guard words.count == 2, let diagram = SequencePicture(mermaid: block) else { return nil }
      let (architecture, script) = (words[0], words[1])
      let name = graphs[architecture]?.name ?? architecture
      let alt = "\(name): the calls of the “\(script)” steps, in order"
      return Picture(
        name: "trace-\(architecture)-\(script).svg", alt: alt, svg: diagram.svg(title: alt))
    default:
      return nil
    }
  }

  /// The pictures of every diagram in `segments` that has one.
  package func pictures(in segments: [MarkdownSegment]) -> [Picture] {
    zip(segments, segments.dropFirst()).compactMap { previous, segment in
      guard case .prose(let lines, _) = previous, case .fence(let opening, let body, _) = segment,
        opening.trimmed == "```mermaid",
        let marker = lines.last(where: { !$0.trimmed.isEmpty })
      else { return nil }
      return picture(marker: marker, block: body)
    }
  }
}
