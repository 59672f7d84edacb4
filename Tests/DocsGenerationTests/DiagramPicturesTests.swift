import Comparison
import DocsGeneration
import Testing

/// The site shows an ownership graph or a traced sequence diagram as the picture the kit draws,
/// never as Mermaid source; any other block stays as it is.
@Suite struct DiagramPicturesTests {
  static let trace = """
    sequenceDiagram
        actor Person
        participant TerminalUI
        participant SearchViewController
        participant SearchPresenter
        Person->>TerminalUI: types "a#59;b", presses Enter
        TerminalUI->>SearchViewController: searchBarSearchButtonClicked(_:)
        SearchViewController->>SearchPresenter: searchButtonClicked(query:)
        SearchPresenter-->>SearchViewController: page 1: 30 of 122
        SearchPresenter->>SearchPresenter: <tick>
    """

  static let page = """
    # 03

    One search:

    <!-- compare trace mvp search -->
    ```mermaid
    \(trace)
    ```
    <!-- end compare trace -->

    A flow drawn by hand:

    ```mermaid
    flowchart LR
      A --> B
    ```

    """

  static func article(_ pictures: DiagramPictures) throws -> String {
    let converter = ArticleConverter(
      links: SiteLinks(chapters: [], architectureFolders: ["MVP"], pictures: []),
      diagrams: pictures)
    return try converter.article(
      MarkdownSegment.segments(of: page, path: "Tutorials/en/03-mvp.md"),
      source: "Tutorials/en/03-mvp.md", catalog: .chapters(.english))
  }

  @Test func aTracedSequenceDiagramIsItsPictureAndAHandDrawnFlowStaysSource() throws {
    let pictures = DiagramPictures(graphs: [:])
    let article = try Self.article(pictures)
    #expect(
      article.contains("![mvp: the calls of the “search” steps, in order](trace-mvp-search.svg)"))
    #expect(!article.contains("sequenceDiagram"))
    #expect(article.contains("```mermaid\nflowchart LR\n  A --> B\n```"))
    let segments = try MarkdownSegment.segments(of: Self.page, path: "p.md")
    #expect(pictures.pictures(in: segments).map(\.name) == ["trace-mvp-search.svg"])
  }

  @Test func theSequencePictureHasEveryParticipantAndEveryCallInOrder() throws {
    let lines = Self.trace.split(separator: "\n").map(String.init)
    let diagram = try #require(SequencePicture(mermaid: lines))
    #expect(
      diagram.participants == [
        "Person", "TerminalUI", "SearchViewController", "SearchPresenter",
      ])
    #expect(diagram.messages.map(\.text).first == "types \"a;b\", presses Enter")
    #expect(diagram.messages.map(\.isAnswer) == [false, false, false, true, false])
    let svg = diagram.svg(title: "t")
    var rest = Substring(svg)
    for message in diagram.messages {
      let text = SVG.escaped(message.text)
      let found = try #require(rest.range(of: ">\(text)</text>"), "\(message.text) in order")
      rest = rest[found.upperBound...]
    }
    #expect(svg.components(separatedBy: "class=\"answer\"").count == 2)
    #expect(svg.components(separatedBy: "class=\"lifeline\"").count == 5)
  }

  @Test func aBlockOfAnotherShapeIsNoSequencePicture() {
    #expect(SequencePicture(mermaid: ["flowchart LR", "  A --> B"]) == nil)
    #expect(SequencePicture(mermaid: ["sequenceDiagram", "    A->>B: from no participant"]) == nil)
  }

  @Test func aGraphMarkerShowsTheGraphOfItsKeyAndAnUnknownKeyStaysSource() throws {
    let graph = try GraphReader(tree: PackageTree.files).graph(
      of: ComparedArchitecture(name: "MVP", folder: "MVP"))
    let pictures = DiagramPictures(graphs: ["mvp": graph])
    let picture = try #require(
      pictures.picture(marker: "<!-- compare graph mvp -->", block: ["flowchart TB"]))
    #expect(picture.name == "graph-mvp.svg" && picture.svg == graph.svg)
    #expect(picture.alt == "MVP: who holds whom")
    #expect(pictures.picture(marker: "<!-- compare graph mvc -->", block: ["flowchart TB"]) == nil)
    #expect(pictures.picture(marker: "<!-- a comment -->", block: ["flowchart TB"]) == nil)
  }
}
