import DocsGeneration
import Testing

/// A chapter's link to a heading uses GitHub's anchor; the site's uses DocC's.
@Suite struct HeadingAnchorTests {
  @Test(arguments: [
    (
      "The pipeline: `filter`, `debounce`, `flatMapLatest`",
      "the-pipeline-filter-debounce-flatmaplatest",
      "The-pipeline-filter-debounce-flatMapLatest"
    ),
    ("1. Run a demo", "1-run-a-demo", "1-Run-a-demo"),
    ("Apple's MVC — halfway there", "apples-mvc--halfway-there", "Apples-MVC-halfway-there"),
    ("各章の読み方", "各章の読み方", "各章の読み方"),
  ])
  func anchors(_ heading: String, _ gitHub: String, _ docC: String) {
    #expect(HeadingAnchor.gitHub(heading) == gitHub)
    #expect(HeadingAnchor.docC(heading) == docC)
  }
}
