import DocsGeneration
import Testing

/// A chapter's link to a heading uses GitHub's anchor; the site's uses DocC's.
@Suite struct HeadingAnchorTests {
  /// A heading and its two anchors, shown by the heading alone.
  struct Anchors: CustomTestStringConvertible, Sendable {
    let heading: String
    let gitHub: String
    let docC: String

    var testDescription: String { "“\(heading)”" }
  }

  @Test(arguments: [
    Anchors(
      heading: "The pipeline: `filter`, `debounce`, `flatMapLatest`",
      gitHub: "the-pipeline-filter-debounce-flatmaplatest",
      docC: "The-pipeline-filter-debounce-flatMapLatest"),
    Anchors(heading: "1. Run a demo", gitHub: "1-run-a-demo", docC: "1-Run-a-demo"),
    Anchors(
      heading: "Apple's MVC — halfway there", gitHub: "apples-mvc--halfway-there",
      docC: "Apples-MVC-halfway-there"),
    Anchors(heading: "各章の読み方", gitHub: "各章の読み方", docC: "各章の読み方"),
  ])
  func anchors(_ anchors: Anchors) {
    #expect(HeadingAnchor.gitHub(anchors.heading) == anchors.gitHub)
    #expect(HeadingAnchor.docC(anchors.heading) == anchors.docC)
  }
}
